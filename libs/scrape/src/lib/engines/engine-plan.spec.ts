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
  [{ formats: ['branding'] }, 'branding format'],
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
  const shot = { formats: ['screenshot'] };
  const cases: [string, Record<string, unknown>, EngineAttempt[], AttemptVerdict, EngineAttempt | undefined][] = [
    ['ok stops', {}, [http], 'ok', undefined],
    ['JS page -> Chromium, same tier', { proxy: 'basic' }, [http], 'needs-js', chromium],
    ['JS page after Chromium stops', {}, [chromium], 'needs-js', undefined],
    ['HTTP failure -> Chromium', { proxy: 'basic' }, [http], 'failed', chromium],
    ['Chromium failure -> HTTP when nothing browser-only is wanted', { mobile: true }, [chromium], 'failed', http],
    ['auto: Chromium failure with a screenshot -> enhanced', shot, [chromium], 'failed', enhanced],
    ['auto: Chromium failure after HTTP -> enhanced', {}, [http, chromium], 'failed', enhanced],
    ['basic: Chromium failure after HTTP stops', { proxy: 'basic' }, [http, chromium], 'failed', undefined],
    ['basic: Chromium failure with a screenshot stops', { proxy: 'basic', ...shot }, [chromium], 'failed', undefined],
    ['basic: Chromium failure with branding stops (no HTTP stand-in)', { proxy: 'basic', formats: ['branding'] }, [chromium], 'failed', undefined],
    ['enhanced: failure -> HTTP through the same proxy', { proxy: 'enhanced' }, [enhanced], 'failed', { engine: 'http', proxy: 'enhanced' }],
    ['auto: block page -> enhanced', {}, [http], 'blocked', enhanced],
    ['auto: 403 -> enhanced', {}, [http], 'denied', enhanced],
    ['basic: block page stops', { proxy: 'basic' }, [http], 'blocked', undefined],
    ['enhanced: block page stops', { proxy: 'enhanced' }, [enhanced], 'blocked', undefined],
    ['auto: enhanced denied stops', {}, [http, enhanced], 'denied', undefined],
    ['never repeats: HTTP fallback page needing JS after Chromium failed', { mobile: true }, [chromium, http], 'needs-js', undefined],
  ];
  test.each(cases)('%s', (_name, o, tried, verdict, expected) => {
    expect(nextAttempt(opts(o), tried[tried.length - 1]!, verdict, tried)).toEqual(expected);
  });
});

test('enhancedProxyUrl prefers the country proxy', () => {
  const proxy = { url: 'http://p:1', byCountry: { DE: 'http://de:1' } };
  expect(enhancedProxyUrl(proxy, 'de')).toBe('http://de:1');
  expect(enhancedProxyUrl(proxy, 'FR')).toBe('http://p:1');
  expect(enhancedProxyUrl(proxy, undefined)).toBe('http://p:1');
  expect(enhancedProxyUrl(undefined, 'DE')).toBeUndefined();
});
