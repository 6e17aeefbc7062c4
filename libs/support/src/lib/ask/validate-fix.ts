import { ApiError, ScrapeRequestSchema, type AskValidation, type ScrapeRequest, type ScrapeResponse } from '@wsa/contracts';
import { applyFix } from './diagnose';
import type { JobFacts } from './job-facts';
import type { FixParameters } from './rule';

/** Runs one scrape through the normal path (admission, queue, charge) for the caller's team. */
export type RunScrape = (request: ScrapeRequest) => Promise<ScrapeResponse>;

/** Time kept back from the budget for the queue hop, the gateway's grace and the answer. */
export const VALIDATION_RESERVE_MS = 6000;
const MIN_VALIDATION_MS = 3000;

/**
 * Re-runs the failed scrape once with the fix, within what is left of the budget: the timeout is
 * cut to fit (and the evidence says so). The re-run is a scrape of the team like any other:
 * charged normally, its own job id in the evidence.
 */
export async function validateFix(runScrape: RunScrape, facts: JobFacts, fix: FixParameters, remainingMs: number, checkContent: boolean): Promise<AskValidation> {
  const patched = applyFix(facts.options, fix);
  const wanted = typeof patched.timeout === 'number' ? patched.timeout : 60000;
  const available = remainingMs - VALIDATION_RESERVE_MS;
  if (available < MIN_VALIDATION_MS) return skipped('not enough of the 60 s budget was left to re-run the scrape');
  const timeout = Math.min(wanted, available);
  // a fresh fetch unless the fix is about the cache itself (a cached copy would prove nothing)
  const fresh = 'minAge' in fix || 'lockdown' in fix ? {} : { maxAge: 0 };
  const parsed = ScrapeRequestSchema.safeParse({ ...patched, ...fresh, timeout, origin: 'support-ask' });
  if (!parsed.success) return skipped(`the fixed request is not valid with the time left (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  const note = timeout < wanted ? ` (timeout cut to ${timeout} ms from ${wanted} ms to fit the ask budget)` : '';
  const started = Date.now();
  try {
    const res = await runScrape(parsed.data);
    const doc = res.data;
    const chars = (doc.markdown ?? '').trim().length;
    const where = `re-ran the scrape of ${facts.target} with ${JSON.stringify(fix)}${note}: job ${doc.metadata.scrapeId ?? '?'}, HTTP ${doc.metadata.statusCode ?? '?'}, ${chars} characters of markdown in ${Date.now() - started} ms, ${doc.metadata.creditsUsed ?? 0} credit(s)`;
    const before = facts.markdownChars ?? 0;
    if (checkContent && chars <= Math.max(before, 0) + 50) return { tested: true, result: 'failure', evidence: `${where}; still no more text than before (${before} characters)` };
    return { tested: true, result: 'success', evidence: where };
  } catch (err) {
    const reason = err instanceof ApiError ? `${err.code}: ${err.message}` : (err as Error).message;
    return { tested: true, result: 'failure', evidence: `re-ran the scrape of ${facts.target} with ${JSON.stringify(fix)}${note}; it failed again after ${Date.now() - started} ms (${reason})` };
  }
}

function skipped(evidence: string): AskValidation {
  return { tested: false, result: 'skipped', evidence };
}
