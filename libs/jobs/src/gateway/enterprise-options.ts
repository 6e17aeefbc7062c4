import { ApiError, type ScrapeOptions, type SearchRequest, type ThreatProtection } from '@wsa/contracts';
import type { TeamRecord } from '@wsa/db';

export const ENTERPRISE_HINT = ' Ask the operator of this server to enable it (npm run admin -- team set <team> --enterprise true).';

/** Names of the enterprise-only options a scrape asks for (spec 5.3). */
export function scrapeEnterpriseOptions(o: Pick<ScrapeOptions, 'zeroDataRetention' | 'threatProtection' | 'auditMetadata'>): string[] {
  const used: string[] = [];
  if (o.zeroDataRetention) used.push('zeroDataRetention');
  if (o.threatProtection !== undefined) used.push('threatProtection');
  if (o.auditMetadata !== undefined) used.push('auditMetadata');
  return used;
}

/**
 * Names of the enterprise-only options a search asks for. `enterprise` forces zeroDataRetention on
 * the result scrapes (contracts), so that one is named once, as `enterprise`.
 */
export function searchEnterpriseOptions(r: SearchRequest): string[] {
  const used: string[] = r.enterprise?.length ? ['enterprise'] : [];
  if (r.threatProtection !== undefined) used.push('threatProtection');
  if (r.auditMetadata !== undefined) used.push('auditMetadata');
  for (const name of scrapeEnterpriseOptions(r.scrapeOptions)) {
    if (name === 'zeroDataRetention' && used.includes('enterprise')) continue;
    used.push(`scrapeOptions.${name}`);
  }
  return used;
}

/** Spec 5.3: enterprise-only options require an enterprise account; 403 ENTERPRISE_REQUIRED otherwise. */
export function assertEnterprise(team: TeamRecord | null, used: readonly string[]): void {
  if (used.length === 0 || team?.enterprise) return;
  const names = used.join(', ');
  const who = team ? 'an enterprise team' : 'an API key of an enterprise team';
  throw new ApiError('ENTERPRISE_REQUIRED', `The ${names} option${used.length > 1 ? 's need' : ' needs'} ${who}.${team ? ENTERPRISE_HINT : ''}`);
}

/**
 * The team's threatProtection defaults (set by the operator, admin CLI) under the request's own
 * fields: request values override. An enterprise team with defaults has every request checked;
 * other teams' defaults are ignored (the option is enterprise-only).
 */
export function withTeamThreatDefaults(team: TeamRecord, own: ThreatProtection | undefined): ThreatProtection | undefined {
  const defaults = team.enterprise ? (team.threatProtection as ThreatProtection | null | undefined) : undefined;
  if (!defaults) return own;
  const set = Object.fromEntries(Object.entries(own ?? {}).filter(([, v]) => v !== undefined));
  return { ...defaults, ...set };
}
