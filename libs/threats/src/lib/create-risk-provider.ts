import { combineRiskProviders } from './combined-risk-provider';
import { createLocalBlocklistProvider } from './local-blocklist-provider';
import type { RiskProvider } from './risk-provider';
import { createSafeBrowsingProvider } from './safe-browsing-provider';

export type RiskProviderSettings = {
  /** THREAT_LISTS_DIR */
  listsDir: string;
  /** THREAT_REMOTE_URL and THREAT_REMOTE_KEY: a Safe Browsing v4 compatible lookup beside the lists */
  remote?: { baseUrl: string; apiKey: string };
};

/** The risk provider of `mode: "normal"`: the local blocklist, plus the remote lookup when one is configured. */
export function createRiskProvider(s: RiskProviderSettings): RiskProvider {
  const local = createLocalBlocklistProvider(s.listsDir);
  return s.remote ? combineRiskProviders([local, createSafeBrowsingProvider(s.remote)]) : local;
}

/** The remote lookup from its two settings: both or neither. */
export function remoteRiskSettings(url: string | undefined, key: string | undefined): RiskProviderSettings['remote'] {
  if (!url && !key) return undefined;
  if (!url || !key) throw new Error('THREAT_REMOTE_URL and THREAT_REMOTE_KEY go together: set both (or neither)');
  return { baseUrl: url, apiKey: key };
}
