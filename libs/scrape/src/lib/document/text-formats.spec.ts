import type { FetchedPage } from '../engines/fetched-page';
import { binaryFormats, textFormats } from './text-formats';
import { wantedFormats } from './wanted-formats';

const page = (kind: FetchedPage['kind'], text: string, contentType?: string): FetchedPage => ({
  attempt: { engine: 'http', proxy: 'basic' }, url: 'https://example.com/x', statusCode: 200, headers: {}, contentType, kind, body: Buffer.from(text), text,
});
const want = (...types: string[]) => wantedFormats(types.map((type) => ({ type }) as never));

test('JSON: fenced markdown, raw text, escaped <pre> html, no links', () => {
  const out = textFormats(page('json', '{"a":"<b>"}'), want('markdown', 'html', 'rawHtml', 'links'));
  expect(out).toEqual({ markdown: '```json\n{\n  "a": "<b>"\n}\n```', html: '<pre>{&quot;a&quot;:&quot;&lt;b&gt;&quot;}</pre>', rawHtml: '{"a":"<b>"}', links: [] });
});

test('text: only requested formats', () => {
  expect(textFormats(page('text', 'a\r\nb'), want('markdown'))).toEqual({ markdown: 'a\nb' });
});

test('binary bodies point to rawBase64', () => {
  expect(binaryFormats(page('binary', '', 'image/png'), want('markdown')).warning).toContain('image/png');
});
