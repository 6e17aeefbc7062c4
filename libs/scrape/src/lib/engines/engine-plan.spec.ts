import { ScrapeOptionsSchema } from '@wsa/contracts';
import { browserRequirement, enhancedProxyUrl, firstAttempt, nextAttempt, type AttemptVerdict } from './engine-plan';
import type { EngineAttempt } from './fetched-page';

const opts = (o: Record<string, unknown> = {}) => ScrapeOptionsSchema.parse(o);
const http: EngineAttempt = { engine: 'http', proxy: 'basic' };
const chromium: EngineAttempt = { engine: 'chromium', proxy: 'basic' };
const enhanced: EngineAttempt = { engine: 'chromium', proxy: 'enhanced' };

test.each([
  [{}, undefined],
  [{ actions: [{ type: 'click', selector: 'a' }] }, 'actions'],
  [{ actions: [] }, undefined],
  [{ formats: ['markdown', 'screenshot'] }, 'screenshot format'],
  [{ waitFor: 100 }, 'waitFor'],
  [{ mobile: true }, 'mobile'],
  [{ location: { country: 'FR' } }, 'location'],
  [{ profile: { name: 'p' } }, 'profile'],
])('browserRequirement(%j) = %s', (o, reason) => expect(browserRequirement(opts(o))).toBe(reason));

test('firstAttempt: HTTP when possible, Chromium when required, enhanced always stealth Chromium', () => {
  expect(firstAttempt(opts())).toEqual(http);
  expect(firstAttempt(opts({ proxy: 'basic', mobile: true }))).toEqual(chromium);
  expect(firstAttempt(opts({ proxy: 'enhanced' }))).toEqual(enhanced);
});

describe('nextAttempt', () => {
  const cases: [string, 'basic' | 'enhanced' | 'auto', EngineAttempt, AttemptVerdict, EngineAttempt | undefined][] = [
    ['ok stops', 'auto', http, 'ok', undefined],
    ['JS page -> Chromium, same tier', 'basic', http, 'needs-js', chromium],
    ['JS page after Chromium stops', 'auto', chromium, 'needs-js', undefined],
    ['HTTP failure -> Chromium', 'basic', http, 'failed', chromium],
    ['auto: Chromium failure -> enhanced', 'auto', chromium, 'failed', enhanced],
    ['basic: Chromium failure stops', 'basic', chromium, 'failed', undefined],
    ['auto: block page -> enhanced', 'auto', http, 'blocked', enhanced],
    ['auto: 403 -> enhanced', 'auto', http, 'denied', enhanced],
    ['basic: block page stops', 'basic', http, 'blocked', undefined],
    ['enhanced: block page stops', 'enhanced', enhanced, 'blocked', undefined],
    ['auto: enhanced denied stops', 'auto', enhanced, 'denied', undefined],
  ];
  test.each(cases)('%s', (_name, proxy, current, verdict, expected) => {
    expect(nextAttempt(opts({ proxy }), current, verdict)).toEqual(expected);
  });
});

test('enhancedProxyUrl prefers the country proxy', () => {
  const proxy = { url: 'http://p:1', byCountry: { DE: 'http://de:1' } };
  expect(enhancedProxyUrl(proxy, 'de')).toBe('http://de:1');
  expect(enhancedProxyUrl(proxy, 'FR')).toBe('http://p:1');
  expect(enhancedProxyUrl(proxy, undefined)).toBe('http://p:1');
  expect(enhancedProxyUrl(undefined, 'DE')).toBeUndefined();
});
