import { assertCount } from './count';

// One function per row of the spec's credit table (section 8) and compat's "Credits per
// scrape" list. Callers compose them; nothing else in the codebase hard-codes a price.

/** "scrape of a result or page": 1 credit per webpage. */
export function scrapePageCredits(): number {
  return 1;
}

/** "PDF parsing": 1 credit per parsed page, at least 1 (replaces the page credit). */
export function pdfCredits(pagesParsed: number): number {
  assertCount('pagesParsed', pagesParsed);
  return Math.max(1, pagesParsed);
}

/** "empty `parsers` gives a flat 1 credit for the raw PDF". */
export function rawPdfCredits(): number {
  return 1;
}

/** "JSON format": 4 additional credits per webpage. */
export function jsonFormatCredits(): number {
  return 4;
}

/** "checkPromptInjection": +4 credits. */
export function checkPromptInjectionCredits(): number {
  return 4;
}

/** "threat protection normal": +2 credits per URL scanned. */
export function threatScanCredits(urlsScanned: number): number {
  assertCount('urlsScanned', urlsScanned);
  return 2 * urlsScanned;
}

/** "lockdown": 5 credits on a cache hit, 1 on a miss. */
export function lockdownCredits(hit: boolean): number {
  return hit ? 5 : 1;
}

/** compat: zero data retention +1 per scrape. */
export function zeroDataRetentionCredits(): number {
  return 1;
}

/** compat: question, highlights, audio, video and redactPII each +4. */
export function llmAddOnCredits(): number {
  return 4;
}

/** "first search feedback per job": refunds 1 credit. */
export function feedbackRefundCredits(): number {
  return 1;
}

/** compat: interact sessions bill 2 credits per started minute, 7 when a prompt was used. */
export function interactSessionCredits(durationMs: number, usedPrompt: boolean): number {
  if (!Number.isFinite(durationMs) || durationMs < 0) throw new RangeError(`durationMs must be >= 0, got ${durationMs}`);
  return Math.ceil(durationMs / 60000) * (usedPrompt ? 7 : 2);
}
