import type { RiskProvider } from './risk-provider';

export type SafeBrowsingOptions = {
  /** base URL of a Google Safe Browsing v4 compatible service (`/v4/threatMatches:find` is appended) */
  baseUrl: string;
  apiKey: string;
  /** verdicts are kept this long per host (Safe Browsing answers carry a cacheDuration of about 5 minutes) */
  cacheMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

const THREAT_TYPES = ['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE', 'POTENTIALLY_HARMFUL_APPLICATION'];

/**
 * A remote risk provider speaking the Google Safe Browsing v4 Lookup API (`threatMatches:find`,
 * key in the query string): the host is asked as `http://host/` and `https://host/` (Safe
 * Browsing matches host-level expressions of a URL); any match scores 100, none 0. An HTTP error,
 * a body that is not the API's JSON, a network failure or a timeout throws: the request's
 * `failurePolicy` decides. Answers are cached per host for `cacheMs`.
 */
export function createSafeBrowsingProvider(opts: SafeBrowsingOptions): RiskProvider {
  const endpoint = `${opts.baseUrl.replace(/\/+$/, '')}/v4/threatMatches:find?key=${encodeURIComponent(opts.apiKey)}`;
  const fetchImpl = opts.fetchImpl ?? fetch;
  const cacheMs = opts.cacheMs ?? 300_000;
  const cache = new Map<string, { score: number; until: number }>();
  return {
    name: 'safe-browsing',
    async score(host, signal) {
      const hit = cache.get(host);
      if (hit && hit.until > Date.now()) return hit.score;
      const timeout = AbortSignal.timeout(opts.timeoutMs ?? 5000);
      const res = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client: { clientId: 'web-search-api', clientVersion: '1' },
          threatInfo: {
            threatTypes: THREAT_TYPES, platformTypes: ['ANY_PLATFORM'], threatEntryTypes: ['URL'],
            threatEntries: [{ url: `http://${host}/` }, { url: `https://${host}/` }],
          },
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!res.ok) throw new Error(`risk lookup answered HTTP ${res.status}`);
      const body = (await res.json().catch(() => null)) as { matches?: unknown } | null;
      if (body === null || typeof body !== 'object' || (body.matches !== undefined && !Array.isArray(body.matches))) throw new Error('risk lookup answered something other than its JSON');
      const score = Array.isArray(body.matches) && body.matches.length > 0 ? 100 : 0;
      if (cacheMs > 0) cache.set(host, { score, until: Date.now() + cacheMs });
      return score;
    },
  };
}
