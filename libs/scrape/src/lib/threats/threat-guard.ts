import type { JobFailure, ScrapeOptions } from '@wsa/contracts';
import { blockedMessage, createThreatChecker, resolveThreatSettings, type RiskProvider } from '@wsa/threats';

export type ThreatGuard = {
  /** null when the URL may be fetched (or served); the 403 failure when threat protection blocks it */
  check(url: string): Promise<JobFailure | null>;
  /** URLs the risk provider scored, billed +2 each */
  scanned(): number;
};

/**
 * Threat protection of one scrape (spec 4.4): every URL the scrape reaches (the requested one, each
 * redirect hop, the final URL, a cached page's origin) goes through the rules once. Null when the
 * request did not ask for it.
 */
export function createThreatGuard(options: Pick<ScrapeOptions, 'threatProtection'>, provider: RiskProvider | null | undefined): ThreatGuard | null {
  if (!options.threatProtection) return null;
  const checker = createThreatChecker(resolveThreatSettings(options.threatProtection), provider ?? null);
  const seen = new Map<string, JobFailure | null>();
  let scanned = 0;
  return {
    async check(url) {
      const key = new URL(url).href;
      if (seen.has(key)) return seen.get(key) ?? null;
      const verdict = await checker(key);
      if (verdict.scanned) scanned += 1;
      const failure: JobFailure | null = verdict.blocked
        ? { ok: false, code: 'unsafe_domain_blocked', message: blockedMessage(verdict), details: { host: verdict.host, reason: verdict.reason, statusCode: 403 } }
        : null;
      seen.set(key, failure);
      return failure;
    },
    scanned: () => scanned,
  };
}

// details.statusCode: a blocked search result shows 403 in its metadata, like the scrape's answer

/** The first blocked URL of a chain, checked in order. */
export async function checkChain(guard: ThreatGuard, urls: readonly string[]): Promise<JobFailure | null> {
  for (const url of urls) {
    const failure = await guard.check(url);
    if (failure) return failure;
  }
  return null;
}
