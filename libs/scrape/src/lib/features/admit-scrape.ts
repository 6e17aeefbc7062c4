import type { JobFailure, ScrapeOptions } from '@wsa/contracts';
import { unsupportedFeatures, unsupportedFeaturesMessage } from './unsupported-features';

/**
 * The one admission rule of a scrape beyond its schema (which holds the bounds): the features this
 * server serves. The gateway calls it before queueing and the worker before running (a job queued
 * before a deploy meets the worker's version), with the same failure and message on both sides.
 */
export function admitScrape(request: ScrapeOptions): JobFailure | null {
  const missing = unsupportedFeatures(request);
  if (missing.length === 0) return null;
  return { ok: false, code: 'FEATURE_NOT_AVAILABLE', message: unsupportedFeaturesMessage(missing), details: { features: missing } };
}
