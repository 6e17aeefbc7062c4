import { mkdtemp, rm, writeFile } from 'fs/promises';
import os from 'os';
import path from 'path';
import { startSafeBrowsingStandIn, type SafeBrowsingStandIn } from '../testing/safe-browsing-stand-in';
import { createThreatChecker } from './check-url';
import { combineRiskProviders } from './combined-risk-provider';
import { createRiskProvider, remoteRiskSettings } from './create-risk-provider';
import { createSafeBrowsingProvider } from './safe-browsing-provider';
import { DEFAULT_THREAT_SETTINGS } from './threat-settings';

// The remote lookup over real HTTP against a stand-in speaking the Safe Browsing v4 wire.
let sb: SafeBrowsingStandIn;
let dir: string;
beforeAll(async () => {
  sb = await startSafeBrowsingStandIn({ apiKey: 'k1', unsafeHosts: ['phish.example'], failingHosts: ['flaky.example'], slowHosts: ['slow.example'], slowMs: 6500 });
  dir = await mkdtemp(path.join(os.tmpdir(), 'threats-remote-'));
  await writeFile(path.join(dir, 'local.txt'), 'listed.example\n');
});
afterAll(async () => {
  await sb.close();
  await rm(dir, { recursive: true, force: true });
});

test('scores a matched host (or its subdomain) 100 and a clean one 0, with the key and the host as URLs', async () => {
  const provider = createSafeBrowsingProvider({ baseUrl: sb.url, apiKey: 'k1', cacheMs: 0 });
  expect(await provider.score('phish.example')).toBe(100);
  expect(await provider.score('login.phish.example')).toBe(100);
  expect(await provider.score('clean.example')).toBe(0);
  expect(sb.requests.at(-1)).toEqual({ key: 'k1', urls: ['http://clean.example/', 'https://clean.example/'] });
});

test('a wrong key, a 503 or a non-JSON answer is a provider failure; verdicts are cached per host', async () => {
  await expect(createSafeBrowsingProvider({ baseUrl: sb.url, apiKey: 'wrong' }).score('clean.example')).rejects.toThrow(/HTTP 400/);
  const provider = createSafeBrowsingProvider({ baseUrl: sb.url, apiKey: 'k1' });
  await expect(provider.score('flaky.example')).rejects.toThrow(/HTTP 503/);
  await expect(createSafeBrowsingProvider({ baseUrl: `${sb.url}/nowhere`, apiKey: 'k1' }).score('clean.example')).rejects.toThrow(/HTTP 404/);
  const before = sb.requests.length;
  await provider.score('cached.example');
  await provider.score('cached.example');
  expect(sb.requests.length).toBe(before + 1);
});

test('beside the local lists (mode normal): either one blocks; a remote failure lets failurePolicy decide unless a list already blocks', async () => {
  const provider = createRiskProvider({ listsDir: dir, remote: { baseUrl: sb.url, apiKey: 'k1' } });
  const check = (failurePolicy: 'open' | 'closed') => createThreatChecker({ ...DEFAULT_THREAT_SETTINGS, failurePolicy }, provider);
  expect(await check('open')('https://listed.example/a')).toMatchObject({ blocked: true, reason: 'risk_score', scanned: true });
  expect(await check('open')('https://phish.example/a')).toMatchObject({ blocked: true, reason: 'risk_score', scanned: true });
  expect(await check('open')('https://clean.example/a')).toEqual({ blocked: false, scanned: true, reason: 'score_below_threshold' });
  expect(await check('open')('https://flaky.example/a')).toEqual({ blocked: false, scanned: false, reason: 'provider_failed_open' });
  expect(await check('closed')('https://flaky.example/a')).toMatchObject({ blocked: true, reason: 'provider_failed_closed' });
});

test('a remote lookup slower than the 5 s budget is a failure: failurePolicy decides', async () => {
  const provider = combineRiskProviders([createSafeBrowsingProvider({ baseUrl: sb.url, apiKey: 'k1' })]);
  expect(await createThreatChecker({ ...DEFAULT_THREAT_SETTINGS, failurePolicy: 'closed' }, provider)('https://slow.example/')).toMatchObject({ blocked: true, reason: 'provider_failed_closed' });
}, 10000);

test('THREAT_REMOTE_URL and THREAT_REMOTE_KEY go together', () => {
  expect(remoteRiskSettings(undefined, undefined)).toBeUndefined();
  expect(remoteRiskSettings('https://sb.example', 'k')).toEqual({ baseUrl: 'https://sb.example', apiKey: 'k' });
  expect(() => remoteRiskSettings('https://sb.example', undefined)).toThrow(/go together/);
});
