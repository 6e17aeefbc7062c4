import { domainMatcher, normalizeHost, topLevelDomain } from './domain-match';
import type { RiskProvider } from './risk-provider';
import type { ThreatSettings } from './threat-settings';

export type ThreatVerdict =
  | { blocked: false; scanned: boolean; reason: 'whitelist' | 'mode_off' | 'score_below_threshold' | 'provider_failed_open' }
  | { blocked: true; scanned: boolean; reason: 'blacklist' | 'blocked_tld' | 'risk_score' | 'provider_failed_closed'; host: string; score?: number };

export type ThreatChecker = (url: string) => Promise<ThreatVerdict>;

const PROVIDER_TIMEOUT_MS = 5000;

/**
 * The rules, in this order: the whitelist wins over everything; then the blacklist and the blocked
 * TLDs; then (mode `normal`) the provider's score against the threshold, with `failurePolicy`
 * deciding when the provider fails or takes longer than 5 s. `scanned` is true when the provider
 * answered with a score (billed per URL).
 */
export function createThreatChecker(settings: ThreatSettings, provider: RiskProvider | null): ThreatChecker {
  const whitelisted = domainMatcher(settings.whitelist);
  const blacklisted = domainMatcher(settings.blacklist);
  const blockedTlds = new Set(settings.blockedTlds);
  return async (url) => {
    const host = normalizeHost(new URL(url).hostname);
    if (whitelisted(host)) return { blocked: false, scanned: false, reason: 'whitelist' };
    if (blacklisted(host)) return { blocked: true, scanned: false, reason: 'blacklist', host };
    const tld = topLevelDomain(host);
    if (tld !== null && blockedTlds.has(tld)) return { blocked: true, scanned: false, reason: 'blocked_tld', host };
    if (settings.mode === 'off') return { blocked: false, scanned: false, reason: 'mode_off' };
    let score: number;
    try {
      if (!provider) throw new Error('no risk provider is configured');
      score = await withTimeout(provider.score(host), PROVIDER_TIMEOUT_MS);
    } catch {
      // a scan that did not happen is not billed
      return settings.failurePolicy === 'closed'
        ? { blocked: true, scanned: false, reason: 'provider_failed_closed', host }
        : { blocked: false, scanned: false, reason: 'provider_failed_open' };
    }
    if (score >= settings.riskScoreThreshold) return { blocked: true, scanned: true, reason: 'risk_score', host, score };
    return { blocked: false, scanned: true, reason: 'score_below_threshold' };
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`risk provider took over ${ms} ms`)), ms); });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** The 403 message: which host and which rule, never the full URL (it may carry secrets). */
export function blockedMessage(v: Extract<ThreatVerdict, { blocked: true }>): string {
  const why: Record<typeof v.reason, string> = {
    blacklist: 'it is on the blacklist',
    blocked_tld: 'its top-level domain is blocked',
    risk_score: `its risk score ${v.score} is at or above the threshold`,
    provider_failed_closed: 'the risk check failed and failurePolicy is "closed"',
  };
  return `Threat protection blocked ${v.host}: ${why[v.reason]}.`;
}
