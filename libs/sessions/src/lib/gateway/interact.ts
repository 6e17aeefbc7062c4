import { randomUUID } from 'node:crypto';
import { ApiError, ERROR_MESSAGES, isErrorCode, SessionRecordSchema, SessionRunResultSchema, SessionStopResultSchema, type InteractRequest, type SessionRecord, type StopInteractResponse } from '@wsa/contracts';
import { findJob, type TeamRecord } from '@wsa/db';
import { RpcRemoteError, RpcUnreachableError, RpcTimeoutError } from '@wsa/queue';
import { sessionUrls } from '../session-urls';
import type { InteractDeps } from './interact-deps';

type Caller = { team: TeamRecord };

/** POST /v2/scrape/:jobId/interact: opens the job's session on first use, then runs the code in it. */
export async function interact(deps: InteractDeps, caller: Caller, jobId: string, req: InteractRequest) {
  if (req.prompt !== undefined && !deps.llmAvailable) {
    throw new ApiError('FEATURE_NOT_AVAILABLE', 'Interact with a prompt needs a language model, and none is configured on this server (set LLM_BASE_URL to an OpenAI-compatible endpoint); send code instead.', { features: ['prompt'], setting: 'LLM_BASE_URL' });
  }
  const job = await findJob(deps.db, jobId);
  if (!job || job.kind !== 'scrape') throw new ApiError('JOB_NOT_FOUND', ERROR_MESSAGES.jobNotFound);
  if (job.teamId !== caller.team.id) throw new ApiError('FORBIDDEN', ERROR_MESSAGES.forbidden);
  const record = await sessionForJob(deps, caller, jobId, job.options);
  const timeoutMs = req.timeout * 1000;
  const raw = await callWorker(deps, record, 'run', { sessionId: record.sessionId, language: req.language, code: req.code ?? '', prompt: req.prompt, timeoutMs }, timeoutMs + deps.graceMs);
  const run = SessionRunResultSchema.parse(raw);
  return {
    success: run.exitCode === 0 && !run.killed,
    sessionId: record.sessionId,
    ...sessionUrls(deps.publicUrl, record),
    ...(run.output !== undefined ? { output: run.output } : {}),
    stdout: run.stdout, result: run.result, stderr: run.stderr, exitCode: run.exitCode, killed: run.killed, error: run.error,
    ...(run.truncated ? { truncated: true } : {}),
  };
}

/** DELETE /v2/scrape/:jobId/interact */
export async function stopInteract(deps: InteractDeps, caller: Caller, jobId: string): Promise<StopInteractResponse> {
  const job = await findJob(deps.db, jobId);
  if (job && job.teamId !== caller.team.id) throw new ApiError('FORBIDDEN', ERROR_MESSAGES.forbidden);
  const sessionId = job ? await deps.registry.sessionIdForJob(jobId) : null;
  const record = sessionId ? await deps.registry.get(sessionId) : null;
  if (!record) throw new ApiError('SESSION_NOT_FOUND', ERROR_MESSAGES.sessionNotFound);
  if (record.state === 'destroyed') throw new ApiError('SESSION_DESTROYED', ERROR_MESSAGES.sessionDestroyed);
  const result = SessionStopResultSchema.parse(await callWorker(deps, record, 'stop', { sessionId: record.sessionId }, 15_000));
  return { success: true, ...result };
}

async function sessionForJob(deps: InteractDeps, caller: Caller, jobId: string, scrapeOptions: unknown): Promise<SessionRecord> {
  const existing = await deps.registry.sessionIdForJob(jobId);
  if (existing) return awaitOpenRecord(deps, existing);
  if (caller.team.creditBalance < 2) throw new ApiError('INSUFFICIENT_CREDITS', `${ERROR_MESSAGES.insufficientCredits} A browser session costs 2 credits per started minute.`);
  const sessionId = randomUUID();
  // one session per scrape: concurrent first calls agree on the one that claimed the job
  if (!(await deps.registry.claimJob(jobId, sessionId, Math.ceil(deps.openTimeoutMs / 1000) + 30))) {
    return awaitOpenRecord(deps, (await deps.registry.sessionIdForJob(jobId)) ?? sessionId);
  }
  const workerId = await deps.registry.leastLoadedWorker();
  try {
    if (!workerId) throw new ApiError('SERVICE_UNAVAILABLE', 'No session worker is running: start apps/session-worker (npm start runs it).');
    const raw = await rpc(deps, workerId, 'open', { sessionId, jobId, teamId: caller.team.id, request: scrapeOptions }, deps.openTimeoutMs + deps.graceMs);
    return SessionRecordSchema.parse(raw);
  } catch (err) {
    await deps.registry.releaseJob(jobId, sessionId);
    throw err;
  }
}

/** The record of a session another call is opening (or opened); 410 once destroyed. */
async function awaitOpenRecord(deps: InteractDeps, sessionId: string): Promise<SessionRecord> {
  const deadline = Date.now() + deps.openTimeoutMs + deps.graceMs;
  for (;;) {
    const record = await deps.registry.get(sessionId);
    if (record?.state === 'destroyed') throw new ApiError('SESSION_DESTROYED', ERROR_MESSAGES.sessionDestroyed);
    if (record) return record;
    if (Date.now() > deadline) throw new ApiError('SERVICE_UNAVAILABLE', 'The browser session did not open in time; try again.');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A call to the session's holder; a holder that is gone destroys the session (410), never a hang. */
async function callWorker(deps: InteractDeps, record: SessionRecord, method: string, body: unknown, timeoutMs: number): Promise<unknown> {
  try {
    return await deps.rpc.call(record.workerId, method, body, timeoutMs);
  } catch (err) {
    if (err instanceof RpcUnreachableError) {
      await deps.registry.markDestroyed(record, { sessionDurationMs: Date.now() - record.startedAt, creditsBilled: 0 });
      throw new ApiError('SESSION_DESTROYED', ERROR_MESSAGES.sessionDestroyed);
    }
    throw toApiError(err);
  }
}

async function rpc(deps: InteractDeps, workerId: string, method: string, body: unknown, timeoutMs: number): Promise<unknown> {
  try {
    return await deps.rpc.call(workerId, method, body, timeoutMs);
  } catch (err) {
    throw toApiError(err);
  }
}

function toApiError(err: unknown): unknown {
  if (err instanceof RpcRemoteError) return new ApiError(isErrorCode(err.code) ? err.code : 'UNKNOWN_ERROR', err.message, err.details);
  if (err instanceof RpcUnreachableError) return new ApiError('SERVICE_UNAVAILABLE', 'The session worker stopped while opening the session; try again.');
  if (err instanceof RpcTimeoutError) return new ApiError('SERVICE_UNAVAILABLE', 'The session worker did not answer in time.');
  return err;
}
