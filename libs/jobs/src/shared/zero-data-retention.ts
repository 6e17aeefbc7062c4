import { ApiError, type ScrapeJobPayload } from '@wsa/contracts';

/**
 * What a job row keeps instead of the target and options of a zero-data-retention request: the
 * row still exists for billing, status and timings, but says nothing about what was asked.
 */
export const ZDR_REDACTED_TARGET = '[zero data retention]';
export const ZDR_REDACTED_OPTIONS = Object.freeze({ zeroDataRetention: true });

/** The team flag or the request option: either one means nothing about the request is kept. */
export function scrapeRetainsNothing(payload: Pick<ScrapeJobPayload, 'zeroDataRetention'> & { request: { zeroDataRetention: boolean } }): boolean {
  return payload.zeroDataRetention || payload.request.zeroDataRetention;
}

/** The job row's target and options, redacted under zero data retention. */
export function jobRecordFields(zdr: boolean, target: string, options: unknown): { target: string; options: unknown } {
  return zdr ? { target: ZDR_REDACTED_TARGET, options: ZDR_REDACTED_OPTIONS } : { target, options };
}

/** What a worker's log line may say about a scrape job: its URL, unless zero data retention. */
export function scrapeLogFields(payload: Pick<ScrapeJobPayload, 'zeroDataRetention'> & { request: { url: string; zeroDataRetention: boolean } }): Record<string, unknown> {
  return scrapeRetainsNothing(payload) ? { zeroDataRetention: true } : { url: payload.request.url };
}

/**
 * A search keeps nothing with `enterprise` zdr or anon (spec 4.1), or for a zero-data-retention
 * team; its result scrapes then carry zeroDataRetention as well.
 */
export function searchRetainsNothing(request: { enterprise?: readonly string[]; scrapeOptions: { zeroDataRetention: boolean } }, teamZeroDataRetention: boolean): boolean {
  return teamZeroDataRetention || (request.enterprise?.length ?? 0) > 0 || request.scrapeOptions.zeroDataRetention;
}

/** Runs a zero-data-retention request, marking its API errors so the gateway logs their code only. */
export async function sensitiveErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError) err.sensitive = true;
    throw err;
  }
}
