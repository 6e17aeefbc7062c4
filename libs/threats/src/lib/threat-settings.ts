import type { ThreatProtection } from '@wsa/contracts';

export type ThreatSettings = {
  mode: 'off' | 'normal';
  /** a URL scoring at or above this is blocked (0 to 100; lower is stricter) */
  riskScoreThreshold: number;
  blacklist: readonly string[];
  whitelist: readonly string[];
  blockedTlds: readonly string[];
  /** when the risk provider fails or times out: `open` allows, `closed` blocks */
  failurePolicy: 'open' | 'closed';
};

/**
 * What an omitted field means. Asking for threatProtection at all means wanting the scan, so mode
 * defaults to `normal`; a URL on a blocklist scores 100, so any threshold up to 100 blocks it.
 */
export const DEFAULT_THREAT_SETTINGS: ThreatSettings = {
  mode: 'normal', riskScoreThreshold: 50, blacklist: [], whitelist: [], blockedTlds: [], failurePolicy: 'open',
};

/** Request values over team defaults over the built-in defaults. */
export function resolveThreatSettings(request: ThreatProtection, teamDefaults: Partial<ThreatSettings> = {}): ThreatSettings {
  const defined = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) as Partial<ThreatSettings>;
  return { ...DEFAULT_THREAT_SETTINGS, ...teamDefaults, ...defined };
}
