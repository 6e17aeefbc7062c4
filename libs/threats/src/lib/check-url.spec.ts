import { blockedMessage, createThreatChecker } from './check-url';
import type { RiskProvider } from './risk-provider';
import { resolveThreatSettings } from './threat-settings';

const scores: Record<string, number> = { 'risky.example': 80, 'meh.example': 30 };
const provider: RiskProvider & { asked: string[] } = {
  name: 'table', asked: [],
  async score(host) { this.asked.push(host); return scores[host] ?? 0; },
};
const failing: RiskProvider = { name: 'down', score: async () => { throw new Error('down'); } };
const check = (settings: Parameters<typeof resolveThreatSettings>[0], p: RiskProvider | null = provider) => createThreatChecker(resolveThreatSettings(settings), p);

test('blacklist: plain domains cover subdomains, globs match the whole host', async () => {
  const c = check({ mode: 'off', blacklist: ['evil.example', '*.ads.test', 'track-??.net'] });
  expect(await c('https://evil.example/x')).toMatchObject({ blocked: true, reason: 'blacklist', host: 'evil.example' });
  expect(await c('https://WWW.Evil.Example./x')).toMatchObject({ blocked: true, reason: 'blacklist' });
  expect(await c('https://notevil.example/')).toMatchObject({ blocked: false });
  expect(await c('https://a.b.ads.test/')).toMatchObject({ blocked: true });
  expect(await c('https://ads.test/')).toMatchObject({ blocked: false });
  expect(await c('https://track-01.net/')).toMatchObject({ blocked: true });
  expect(await c('https://track-001.net/')).toMatchObject({ blocked: false });
});

test('the whitelist wins over the blacklist, the TLDs and the score', async () => {
  provider.asked = [];
  const c = check({ whitelist: ['risky.example', 'ok.zip'], blacklist: ['risky.example'], blockedTlds: ['zip'] });
  expect(await c('https://risky.example/')).toEqual({ blocked: false, scanned: false, reason: 'whitelist' });
  expect(await c('https://ok.zip/')).toMatchObject({ blocked: false, reason: 'whitelist' });
  expect(await c('https://other.zip/')).toMatchObject({ blocked: true, reason: 'blocked_tld' });
  expect(provider.asked).toEqual([]);
});

test('mode normal: the score against the threshold; only scanned URLs say scanned', async () => {
  const c = check({ riskScoreThreshold: 30 });
  expect(await c('https://risky.example/')).toMatchObject({ blocked: true, scanned: true, reason: 'risk_score', score: 80 });
  expect(await c('https://meh.example/')).toMatchObject({ blocked: true, score: 30 });
  expect(await c('https://clean.example/')).toEqual({ blocked: false, scanned: true, reason: 'score_below_threshold' });
  expect(await check({ riskScoreThreshold: 81 })('https://risky.example/')).toMatchObject({ blocked: false });
  expect(await check({ mode: 'off' })('https://risky.example/')).toEqual({ blocked: false, scanned: false, reason: 'mode_off' });
});

test('failurePolicy decides when the provider fails (or is missing)', async () => {
  expect(await check({ failurePolicy: 'open' }, failing)('https://x.example/')).toEqual({ blocked: false, scanned: false, reason: 'provider_failed_open' });
  expect(await check({ failurePolicy: 'closed' }, failing)('https://x.example/')).toMatchObject({ blocked: true, reason: 'provider_failed_closed' });
  expect(await check({ failurePolicy: 'closed' }, null)('https://x.example/')).toMatchObject({ blocked: true });
});

test('the message names the host and the rule, not the URL', async () => {
  const v = await check({ blacklist: ['evil.example'] })('https://evil.example/secret?token=abc');
  if (!v.blocked) throw new Error('expected a block');
  expect(blockedMessage(v)).toBe('Threat protection blocked evil.example: it is on the blacklist.');
});
