import type { JobFacts } from './job-facts';
import type { Signals } from './signals';

/** What a diagnosis knows: the team's job (when one was found) and the caller's own words. */
export type Situation = { facts: JobFacts | null; signals: Signals; askedJobId?: string };

/** Options to change on the failed request; `null` for an option means "remove it". */
export type FixParameters = Record<string, unknown>;

/**
 * One known failure: how to recognise it (`job`: the job record proves it; `words`: only the
 * caller's question or context suggests it), the options that fix it, whether a re-run can test
 * them, and the explanation a person reads.
 */
export type FailureRule = {
  id: string;
  match(s: Situation): 'job' | 'words' | null;
  fix?(s: Situation): FixParameters | null;
  /** a re-run of the scrape with the fix tells whether it works */
  validate: boolean;
  /** how sure a job-proven match is (words alone are never more than medium) */
  jobConfidence?: 'high' | 'medium';
  explain(s: Situation): string;
  /** the guide that says more */
  doc: string;
};

export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
export const has = (s: Situation, re: RegExp) => re.test(s.signals.text);
export const said = (s: Situation, statuses: number[], codes: string[], re?: RegExp) =>
  s.signals.statuses.some((x) => statuses.includes(x)) || s.signals.codes.some((c) => codes.includes(c)) || (re ? has(s, re) : false);
export const failedWith = (s: Situation, ...codes: string[]) => !!s.facts?.errorCode && codes.includes(s.facts.errorCode);
export const scrapeOf = (s: Situation) => (s.facts?.kind === 'scrape' ? s.facts : null);
