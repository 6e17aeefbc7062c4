import { parseDuckduckgoHtml, resultUrl } from './duckduckgo-html.parser';
import { duckduckgoRegion } from './duckduckgo-params.util';

test('kl regions follow DuckDuckGo\'s own names', () => {
  expect(duckduckgoRegion(undefined)).toBe('wt-wt');
  expect(duckduckgoRegion('en-US')).toBe('us-en');
  expect(duckduckgoRegion('en-GB')).toBe('uk-en');
  expect(duckduckgoRegion('de-AT')).toBe('at-de');
  expect(duckduckgoRegion('ja-JP')).toBe('jp-jp');
  expect(duckduckgoRegion('zh-CN')).toBe('cn-zh');
  expect(duckduckgoRegion('zh-TW')).toBe('tw-tzh');
});

test('result links are unwrapped from the /l/?uddg= redirect; other schemes are dropped', () => {
  expect(resultUrl('//duckduckgo.com/l/?uddg=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1&rut=abc')).toBe('https://example.com/a?b=1');
  expect(resultUrl('https://example.org/direct')).toBe('https://example.org/direct');
  expect(resultUrl('//duckduckgo.com/l/?uddg=javascript%3Aalert(1)')).toBeUndefined();
});

test('the bot check is a rate limit even when it comes with HTTP 200', () => {
  expect(parseDuckduckgoHtml('<html><body><div class="anomaly-modal__title">Unfortunately, bots use DuckDuckGo too.</div></body></html>')).toEqual({ status: 'rate_limited' });
});
