import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openSessionBrowser, type SessionBrowser } from '@wsa/browser';
import { ApiError, ERROR_MESSAGES, ScrapeRequestSchema, type SessionOpenMessage, type SessionRecord, type SessionRunMessage, type SessionRunResult, type SessionStopResult } from '@wsa/contracts';
import { interactCredits } from '@wsa/credits';
import { applyLedgerEntry } from '@wsa/db';
import { checkUrlAllowed } from '@wsa/fetcher';
import { SessionSandbox } from '@wsa/sandbox';
import { startSocketRelay, type SocketRelay } from '../socket-relay';
import { gatePath, startCdpGate, type CdpGate } from './cdp-gate';
import { runPromptAgent } from './prompt-agent';
import { closeSessionProfile, openSessionProfile, type SessionProfile } from './session-profile';
import type { SessionHostConfig, SessionHostDeps } from './session-host.types';

type LiveSession = {
  record: SessionRecord;
  browser: SessionBrowser;
  relay: SocketRelay;
  /** the session's sandboxes (a node one started ahead, connected to the tab) */
  sandbox: SessionSandbox;
  dir: string;
  /** index of the session's sandbox uid (see sandboxUid) */
  slot: number;
  running: number;
  /** a prompt drove the session: its minutes are billed at the prompt rate */
  usedPrompt: boolean;
  profile?: SessionProfile;
  lifetimeTimer: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  finished?: Promise<SessionStopResult>;
};

/**
 * The sessions one worker holds: each has its own Chromium (one tab replaying the scrape) and a unix
 * socket relaying to it for the sandbox. A session ends on stop, lifetime, inactivity or browser exit;
 * ending it closes everything it started, bills its minutes and marks it destroyed in the registry.
 */
export class SessionHost {
  private readonly sessions = new Map<string, LiveSession>();
  private opening = 0;
  private readonly slots = new Set<number>();
  private gate?: CdpGate;

  constructor(private readonly cfg: SessionHostConfig, private readonly deps: SessionHostDeps) {}

  /**
   * Opens the worker's CDP gate (cfg.cdpGate) the gateway reaches session browsers through, at the
   * advertised address. Before it, no session can open.
   */
  async listen(): Promise<number> {
    this.gate ??= await startCdpGate(this.cfg.cdpGate.host, this.cfg.cdpGate.port, (sessionId) => {
      const live = this.sessions.get(sessionId);
      return live && !live.finished ? { token: live.record.token, port: live.browser.port, cdpPath: live.browser.cdpPath } : undefined;
    });
    return this.gate.port;
  }

  get openCount(): number {
    return this.sessions.size + this.opening;
  }

  async open(msg: SessionOpenMessage): Promise<SessionRecord> {
    if (!this.gate) throw new Error('SessionHost.listen() must run before sessions open');
    const gatePort = this.gate.port;
    if (this.openCount >= this.cfg.maxSessions) {
      throw new ApiError('SESSION_LIMIT_REACHED', `The session workers are full (${this.cfg.maxSessions} open browser sessions per worker). Stop a session with DELETE /v2/scrape/:jobId/interact or try again later.`);
    }
    await this.deps.registry.markOpening(msg.sessionId, Math.ceil(this.cfg.openTimeoutMs / 1000) + 30);
    if (!(await this.deps.registry.reserveTeamSlot(msg.teamId, msg.sessionId, this.cfg.maxSessionsPerTeam))) {
      throw new ApiError('SESSION_LIMIT_REACHED', `Your team already has ${this.cfg.maxSessionsPerTeam} open browser sessions, the most allowed. Stop one with DELETE /v2/scrape/:jobId/interact first.`);
    }
    this.opening++;
    const slot = this.takeSlot();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'wsa-sandbox-'));
    let browser: SessionBrowser | undefined;
    let profile: SessionProfile | undefined;
    try {
      await chmod(dir, 0o711); // the sandbox's uid must reach the socket inside
      const { profileOption, ...replay } = this.replayOf(msg);
      profile = await openSessionProfile(this.deps.db, { teamId: msg.teamId, sessionId: msg.sessionId, profile: profileOption, leaseMs: this.cfg.lifetimeMs + 60_000 });
      browser = await openSessionBrowser(this.cfg.browser, { ...replay, profile: profile?.state });
      const socketPath = path.join(dir, 'cdp.sock');
      const relay = await startSocketRelay(socketPath, browser.port);
      const token = randomBytes(24).toString('base64url');
      // the gateway dials this worker's gate at its advertised address, never the browser's loopback port
      const record: SessionRecord = {
        sessionId: msg.sessionId, jobId: msg.jobId, teamId: msg.teamId, workerId: this.cfg.workerId, token,
        cdpHost: this.cfg.advertiseHost, cdpPort: gatePort, cdpPath: gatePath(msg.sessionId, token), startedAt: Date.now(), state: 'open',
      };
      const sandbox = new SessionSandbox({ ...this.cfg.sandbox, uid: this.sandboxUid(slot) }, { cdpSocketPath: socketPath, cdpPath: browser.cdpPath }, this.cfg.prestartSandbox);
      const live: LiveSession = { record, browser, relay, sandbox, dir, slot, running: 0, usedPrompt: false, profile, lifetimeTimer: setTimeout(() => void this.finish(live, 'lifetime reached'), this.cfg.lifetimeMs) };
      this.sessions.set(record.sessionId, live);
      this.armIdleTimer(live);
      void browser.exited.then(() => this.finish(live, 'browser exited'));
      await this.deps.registry.register(record, Math.ceil(this.cfg.lifetimeMs / 1000) + 60);
      this.deps.logger.info({ sessionId: record.sessionId, jobId: msg.jobId, pid: browser.pid }, 'interact session opened');
      return record;
    } catch (err) {
      // no tab to read: the lease ends without a save
      await closeSessionProfile(this.deps.db, profile, undefined).catch(() => undefined);
      await browser?.close();
      await rm(dir, { recursive: true, force: true });
      await this.deps.registry.freeTeamSlot(msg.teamId, msg.sessionId);
      this.slots.delete(slot);
      if (err instanceof ApiError) throw err;
      throw new ApiError('SCRAPE_ALL_ENGINES_FAILED', `Could not open the browser session: ${(err as Error).message}`);
    } finally {
      this.opening--;
    }
  }

  async run(msg: SessionRunMessage): Promise<SessionRunResult> {
    const live = this.live(msg.sessionId);
    live.running++;
    clearTimeout(live.idleTimer);
    try {
      const sandboxed = (language: SessionRunMessage['language'], code: string, timeoutMs: number) => live.sandbox.run({ language, code, timeoutMs });
      if (msg.prompt === undefined) return await sandboxed(msg.language, msg.code, msg.timeoutMs);
      if (!this.deps.llm) throw new ApiError('FEATURE_NOT_AVAILABLE', 'Interact with a prompt needs a language model: set LLM_BASE_URL on the session workers.', { features: ['prompt'], setting: 'LLM_BASE_URL' });
      live.usedPrompt = true;
      return await runPromptAgent(this.deps.llm, (code, timeoutMs) => sandboxed('bash', code, timeoutMs), msg.prompt, msg.timeoutMs);
    } finally {
      live.running--;
      this.armIdleTimer(live);
    }
  }

  async stop(sessionId: string): Promise<SessionStopResult> {
    return this.finish(this.live(sessionId), 'stopped');
  }

  /** Worker shutdown: every session ends (and is billed) before the process exits. */
  async closeAll(): Promise<void> {
    await Promise.allSettled([...this.sessions.values()].map((s) => this.finish(s, 'worker shutdown')));
    await this.gate?.close();
  }

  private live(sessionId: string): LiveSession {
    const live = this.sessions.get(sessionId);
    if (!live || live.finished) throw new ApiError('SESSION_DESTROYED', ERROR_MESSAGES.sessionDestroyed);
    return live;
  }

  private takeSlot(): number {
    let slot = 0;
    while (this.slots.has(slot)) slot++;
    this.slots.add(slot);
    return slot;
  }

  /**
   * Each open session's sandboxes run as a uid of their own (sandboxUidBase + slot), apart from the
   * session browsers (sandbox.uid): RLIMIT_NPROC counts every task of a uid, so with one shared uid the
   * browsers' threads and other sessions' sandboxes would use up the process limit (20 open sessions
   * made bwrap fail with EAGAIN), and one session's fork bomb would starve the others.
   * A worker that is not root cannot switch uid: its sandboxes keep its own.
   */
  private sandboxUid(slot: number): number | null {
    return this.cfg.sandbox.uid === null ? null : this.cfg.sandboxUidBase + slot;
  }

  private armIdleTimer(live: LiveSession): void {
    clearTimeout(live.idleTimer);
    if (live.running === 0 && !live.finished) live.idleTimer = setTimeout(() => void this.finish(live, 'inactivity timeout'), this.cfg.inactivityMs);
  }

  private finish(live: LiveSession, reason: string): Promise<SessionStopResult> {
    live.finished ??= this.teardown(live, reason);
    return live.finished;
  }

  private async teardown(live: LiveSession, reason: string): Promise<SessionStopResult> {
    clearTimeout(live.lifetimeTimer);
    clearTimeout(live.idleTimer);
    const sessionDurationMs = Date.now() - live.record.startedAt;
    // the profile is read off the tab before the browser goes
    await closeSessionProfile(this.deps.db, live.profile, live.browser).catch((err: unknown) => this.deps.logger.error({ err, sessionId: live.record.sessionId }, 'interact session profile could not be saved'));
    live.sandbox.close();
    await Promise.allSettled([live.relay.close(), live.browser.close()]);
    await rm(live.dir, { recursive: true, force: true }).catch(() => undefined);
    this.sessions.delete(live.record.sessionId);
    this.slots.delete(live.slot);
    const creditsBilled = interactCredits(sessionDurationMs, live.usedPrompt);
    const { teamId, jobId, sessionId } = live.record;
    try {
      await applyLedgerEntry(this.deps.db, { teamId, jobId, delta: -creditsBilled, kind: 'charge', reason: `interact session ${sessionId} (${reason})` });
    } catch (err) {
      this.deps.logger.error({ err, sessionId }, 'interact session could not be billed');
    }
    await this.deps.registry.markDestroyed(live.record, { sessionDurationMs, creditsBilled });
    this.deps.logger.info({ sessionId, reason, sessionDurationMs, creditsBilled }, 'interact session ended');
    return { sessionDurationMs, creditsBilled };
  }

  private replayOf(msg: SessionOpenMessage) {
    const req = ScrapeRequestSchema.parse(msg.request);
    const allowLocal = this.cfg.allowLocalTargets;
    return {
      url: req.url, timeoutMs: this.cfg.openTimeoutMs, headers: req.headers, waitFor: req.waitFor, mobile: req.mobile, location: req.location,
      blockAds: req.blockAds, skipTlsVerification: req.skipTlsVerification, actions: req.actions, profileOption: req.profile,
      isRequestAllowed: (url: string) => checkUrlAllowed(url, allowLocal).then(() => true, () => false),
    };
  }
}
