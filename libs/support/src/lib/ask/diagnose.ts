import type { FailureRule, FixParameters, Situation } from './rule';
import { ACCOUNT_RULES } from './rules-account';
import { SCRAPE_RULES } from './rules-scrape';

/** The rules table, most specific first. */
export const FAILURE_RULES: readonly FailureRule[] = [...SCRAPE_RULES, ...ACCOUNT_RULES];

export type Diagnosis = {
  rule: FailureRule | null;
  /** how the rule was recognised: the job record, or only the caller's words */
  by: 'job' | 'words' | null;
  confidence: 'high' | 'medium' | 'low';
  fixParameters: FixParameters | null;
};

/** The rule the job record proves, else the first one the caller's words suggest, else none (low confidence). */
export function diagnose(s: Situation, rules: readonly FailureRule[] = FAILURE_RULES): Diagnosis {
  const byJob = s.facts ? rules.find((r) => r.match(s) === 'job') : undefined;
  const rule = byJob ?? rules.find((r) => r.match(s) === 'words') ?? null;
  if (!rule) return { rule: null, by: null, confidence: 'low', fixParameters: null };
  const by = byJob ? 'job' : 'words';
  return { rule, by, confidence: by === 'job' ? (rule.jobConfidence ?? 'high') : 'medium', fixParameters: rule.fix?.(s) ?? null };
}

/** The request with the fix applied (`null` removes an option). */
export function applyFix(options: Record<string, unknown>, fix: FixParameters): Record<string, unknown> {
  const out: Record<string, unknown> = { ...options };
  for (const [key, value] of Object.entries(fix)) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}
