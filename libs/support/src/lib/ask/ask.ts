import { ApiError, type AskRequest, type AskResponse, type AskValidation } from '@wsa/contracts';
import type { Db } from '@wsa/db';
import { usageOf, type AnswerWriter } from '../answer-writer';
import { Budget, BudgetExceededError } from '../budget';
import type { DocsIndex } from '../docs/docs-index';
import { passageRef } from '../docs/split-docs';
import { composeAskAnswer, describeJob } from './compose-ask-answer';
import { diagnose, type Diagnosis } from './diagnose';
import { findJobId } from './find-job-id';
import { readJobFacts } from './job-facts';
import type { Situation } from './rule';
import { readSignals } from './signals';
import { validateFix, type RunScrape } from './validate-fix';

/** The hard budget of one ask (wire-extras.md: about 60 s, then 504 with what is known). */
export const ASK_BUDGET_MS = 60000;

export type AskDeps = {
  db: Db;
  /** the normal scrape path for the caller's team; without it fixes are proposed but not re-run */
  runScrape?: RunScrape;
  writer?: AnswerWriter;
  /** docs passages to point at when no rule matches */
  docs?: DocsIndex;
  budgetMs?: number;
};

export type AskCaller = { teamId: string; creditBalance: number };

export const ASK_SYSTEM_PROMPT =
  'You diagnose a failed or unexpected call to a self-hosted web scrape and search API. You get the job record, ' +
  'the diagnosis of a rules table, the proposed fix parameters and the result of re-running the scrape with them. ' +
  'Explain in a few sentences what went wrong and what to change, using only these facts; name options exactly; ' +
  'do not invent options or results.';

/** POST /v2/support/ask: job facts -> rule -> fix -> one validation re-run -> answer, within the budget. */
export async function askSupport(deps: AskDeps, caller: AskCaller, req: AskRequest): Promise<AskResponse> {
  const budget = new Budget(deps.budgetMs ?? ASK_BUDGET_MS);
  const known: Record<string, unknown> = {};
  try {
    const jobId = findJobId(req);
    const facts = jobId ? await budget.race(readJobFacts(deps.db, caller.teamId, jobId), () => known) : null;
    const situation: Situation = { facts, signals: readSignals(req), askedJobId: jobId };
    const d = diagnose(situation);
    Object.assign(known, { jobId: facts?.jobId ?? null, rule: d.rule?.id ?? null, confidence: d.confidence, fixParameters: d.fixParameters });
    const validation = await budget.race(validation$(deps, caller, situation, d, budget), () => known);
    known.validation = validation;
    const confidence = adjust(d.confidence, validation);
    const base = { confidence, fixParameters: d.fixParameters, validation, feedback: feedbackOf(situation, d, validation) };
    const composed = composeAskAnswer(situation, d, validation, docsHint(deps.docs, req.question, d));
    const written = await budget.race(writeAnswer(deps.writer, situation, d, validation, req, composed, budget.signal), () => ({ ...known, answer: composed }));
    return { ...base, ...written, durationMs: budget.elapsedMs() };
  } catch (err) {
    if (err instanceof BudgetExceededError) {
      throw new ApiError('support_agent_timeout', 'support_agent_timeout', { budgetMs: budget.totalMs, known: err.known });
    }
    throw err;
  } finally {
    budget.dispose();
  }
}

async function validation$(deps: AskDeps, caller: AskCaller, s: Situation, d: Diagnosis, budget: Budget): Promise<AskValidation | null> {
  if (!d.rule?.validate || !d.fixParameters || s.facts?.kind !== 'scrape' || !deps.runScrape) return null;
  if (caller.creditBalance < 1) return { tested: false, result: 'skipped', evidence: 'the team has no credits left for the re-run (it is charged like any scrape)' };
  return validateFix(deps.runScrape, s.facts, d.fixParameters, budget.remainingMs(), d.rule.id === 'empty-page' || d.rule.id === 'pdf');
}

function adjust(c: Diagnosis['confidence'], v: AskValidation | null): Diagnosis['confidence'] {
  if (v?.result === 'success') return 'high';
  if (v?.result === 'failure') return c === 'high' ? 'medium' : 'low';
  return c;
}

/** What stood in the way and what was tried, for a job that failed (wire: `feedback`). */
function feedbackOf(s: Situation, d: Diagnosis, v: AskValidation | null): AskResponse['feedback'] {
  const f = s.facts;
  if (!f || (f.status !== 'failed' && f.status !== 'cancelled' && !d.rule)) return null;
  const attempted = [...f.enginesTried.map((e) => `engine ${e}`)];
  if (v?.tested) attempted.push(`re-run with ${JSON.stringify(d.fixParameters)}: ${v.result}`);
  return { blockedBy: f.errorCode ? `${f.errorCode}: ${f.errorMessage ?? ''}`.trim() : (d.rule?.id ?? null), attempted };
}

function docsHint(docs: DocsIndex | undefined, question: string, d: Diagnosis): string | undefined {
  if (d.rule || !docs) return undefined;
  const hits = docs.search(question, 3);
  return hits.length ? hits.map((h) => passageRef(h.passage)).join(', ') : undefined;
}

async function writeAnswer(writer: AnswerWriter | undefined, s: Situation, d: Diagnosis, v: AskValidation | null, req: AskRequest, composed: string, signal: AbortSignal) {
  if (!writer) return { answer: composed };
  const user = [
    `Question: ${req.question}`,
    req.rationale ? `What the user wants: ${req.rationale}` : '',
    `Job record:\n${describeJob(s)}`,
    `Rule: ${d.rule ? `${d.rule.id} (recognised from ${d.by === 'job' ? 'the job record' : "the caller's words"}): ${d.rule.explain(s)}` : 'none matched'}`,
    `Fix parameters: ${JSON.stringify(d.fixParameters)}`,
    `Validation: ${v ? `${v.result}: ${v.evidence}` : 'not run'}`,
  ].filter(Boolean).join('\n\n');
  try {
    const written = await writer({ feature: 'ask', system: ASK_SYSTEM_PROMPT, user, signal });
    const usage = usageOf(written);
    return { answer: written.text.trim(), ...(usage ? { usage } : {}) };
  } catch (err) {
    return { answer: composed, warning: `The model could not write the answer (${(err as Error).message}); this answer is composed from the rule that matched.` };
  }
}
