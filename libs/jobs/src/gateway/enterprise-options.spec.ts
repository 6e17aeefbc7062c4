import { ApiError, ScrapeRequestSchema, SearchRequestSchema } from '@wsa/contracts';
import type { TeamRecord } from '@wsa/db';
import { assertEnterprise, scrapeEnterpriseOptions, searchEnterpriseOptions, withTeamThreatDefaults } from './enterprise-options';

const team = (enterprise: boolean): TeamRecord => ({ id: 't', name: 'n', plan: 'standard', creditBalance: 10, enterprise, zeroDataRetention: false, rateLimitPerMin: null });
const scrape = (body: Record<string, unknown>) => ScrapeRequestSchema.parse({ url: 'https://example.com', ...body });
const search = (body: Record<string, unknown>) => SearchRequestSchema.parse({ query: 'q', ...body });

test.each([
  [{}, []],
  [{ zeroDataRetention: true }, ['zeroDataRetention']],
  [{ threatProtection: { mode: 'off' } }, ['threatProtection']],
  [{ auditMetadata: { username: 'ada' } }, ['auditMetadata']],
])('scrape %j uses %j', (body, used) => {
  expect(scrapeEnterpriseOptions(scrape(body))).toEqual(used);
});

test.each([
  [{}, []],
  [{ enterprise: ['default'] }, []],
  // enterprise forces zdr on the result scrapes: named once
  [{ enterprise: ['zdr'], scrapeOptions: { formats: ['markdown'] } }, ['enterprise']],
  [{ enterprise: ['anon'], threatProtection: {} }, ['enterprise', 'threatProtection']],
  [{ scrapeOptions: { zeroDataRetention: true, auditMetadata: { username: 'a' } } }, ['scrapeOptions.zeroDataRetention', 'scrapeOptions.auditMetadata']],
])('search %j uses %j', (body, used) => {
  expect(searchEnterpriseOptions(search(body))).toEqual(used);
});

test('an enterprise team passes; any other caller gets 403 ENTERPRISE_REQUIRED naming the options', () => {
  expect(() => assertEnterprise(team(true), ['zeroDataRetention'])).not.toThrow();
  expect(() => assertEnterprise(team(false), [])).not.toThrow();
  const err = (() => { try { assertEnterprise(team(false), ['zeroDataRetention', 'auditMetadata']); } catch (e) { return e; } })() as ApiError;
  expect(err).toBeInstanceOf(ApiError);
  expect(err.code).toBe('ENTERPRISE_REQUIRED');
  expect(err.message).toMatch(/^The zeroDataRetention, auditMetadata options need an enterprise team\. .*team set/);
  expect(() => assertEnterprise(null, ['enterprise'])).toThrow(/needs an API key of an enterprise team/);
});

test('team threat defaults: request fields override, only for enterprise teams', () => {
  const withDefaults = (enterprise: boolean) => ({ ...team(enterprise), threatProtection: { mode: 'off', blacklist: ['bad.example'] } });
  expect(withTeamThreatDefaults(withDefaults(true), undefined)).toEqual({ mode: 'off', blacklist: ['bad.example'] });
  expect(withTeamThreatDefaults(withDefaults(true), { blacklist: [], whitelist: ['ok.example'] })).toEqual({ mode: 'off', blacklist: [], whitelist: ['ok.example'] });
  expect(withTeamThreatDefaults(withDefaults(false), undefined)).toBeUndefined();
  const own = { mode: 'normal' as const };
  expect(withTeamThreatDefaults(team(true), own)).toBe(own);
});
