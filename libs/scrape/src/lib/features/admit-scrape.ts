import type { JobFailure, ScrapeOptions } from '@wsa/contracts';
import { unsupportedFeatures, unsupportedFeaturesMessage, type ScrapeCapabilities } from './unsupported-features';

/**
 * The one admission rule of a scrape beyond its schema (which holds the bounds): the features this
 * server serves. The gateway calls it before queueing and the worker before running (a job queued
 * before a deploy meets the worker's version), with the same failure and message on both sides.
 */
export function admitScrape(request: ScrapeOptions, caps: ScrapeCapabilities): JobFailure | null {
  const missing = unsupportedFeatures(request, caps);
  if (missing.length === 0) return null;
  const needsModel = unsupportedFeatures(request, { ...caps, llm: true }).length < missing.length;
  return { ok: false, code: 'FEATURE_NOT_AVAILABLE', message: unsupportedFeaturesMessage(missing), details: { features: missing, ...(needsModel ? { setting: 'LLM_BASE_URL' } : {}) } };
}
