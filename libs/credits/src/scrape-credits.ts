import type { ScrapeFormat, ScrapeOptions } from '@wsa/contracts';
import {
  checkPromptInjectionCredits,
  jsonFormatCredits,
  llmAddOnCredits,
  lockdownCredits,
  pdfCredits,
  rawPdfCredits,
  scrapePageCredits,
  threatScanCredits,
  zeroDataRetentionCredits,
} from './row-credits';

export interface ScrapeOutcome {
  failed: boolean;
  cacheHit: boolean;
  /** Defaults to options.lockdown. */
  lockdown?: boolean;
  /** Set when the target was a PDF parsed into text. */
  pdfPagesParsed?: number;
  /** Set when a PDF was returned raw (`parsers: []`). */
  rawPdf?: boolean;
  /** URLs the threat scanner checked (redirect hops included). */
  urlsScanned?: number;
  /** Format types that failed inside a completed scrape (a model format answered with a warning): their add-ons are not charged. */
  unbilledFormats?: readonly string[];
}

// Formats priced as an add-on on top of fetching the page (compat: +4 each). `query` is the
// deprecated spelling of `question` and costs the same.
const LLM_ADD_ON_FORMATS: ReadonlySet<ScrapeFormat['type']> = new Set(['question', 'query', 'highlights', 'audio', 'video']);

function baseCredits(outcome: ScrapeOutcome): number {
  if (outcome.rawPdf) return rawPdfCredits();
  if (outcome.pdfPagesParsed !== undefined) return pdfCredits(outcome.pdfPagesParsed);
  return scrapePageCredits();
}

function formatAddOns(formats: readonly ScrapeFormat[], unbilled: readonly string[]): number {
  let credits = 0;
  for (const format of formats) {
    if (format.type === 'json') {
      if (!unbilled.includes('json')) credits += jsonFormatCredits();
      // the screening is charged when it ran, also when it refused the extraction
      if (format.checkPromptInjection && !unbilled.includes('checkPromptInjection')) credits += checkPromptInjectionCredits();
    }
    if (LLM_ADD_ON_FORMATS.has(format.type) && !unbilled.includes(format.type)) credits += llmAddOnCredits();
  }
  return credits;
}

/**
 * Credits for one scrape, composed only from the row functions (compat "Credits per scrape"):
 * a failed scrape costs 0, except a lockdown cache miss, which costs lockdownCredits(false);
 * otherwise the base (1 per page, or the PDF's parsed pages, or 1 for a raw PDF), plus the
 * lockdown hit surcharge (its 5 include the page credit), +4 per json format and per
 * checkPromptInjection, +4 per LLM add-on (question, query, highlights, audio, video, redactPII),
 * +2 per URL threat-scanned, +1 for zero data retention. Reported as metadata.creditsUsed.
 */
export function scrapeCredits(options: ScrapeOptions, outcome: ScrapeOutcome): number {
  const lockdown = outcome.lockdown ?? options.lockdown;
  if (lockdown && !outcome.cacheHit) return lockdownCredits(false);
  if (outcome.failed) return 0;
  let credits = baseCredits(outcome);
  if (lockdown) credits += lockdownCredits(true) - scrapePageCredits();
  credits += formatAddOns(options.formats, outcome.unbilledFormats ?? []);
  if (options.redactPII !== false) credits += llmAddOnCredits();
  credits += threatScanCredits(outcome.urlsScanned ?? 0);
  if (options.zeroDataRetention) credits += zeroDataRetentionCredits();
  return credits;
}
