import { classifyContent, mediaType } from './content-kind';

const bytes = (s: string) => Buffer.from(s, 'latin1');

test.each([
  ['<html></html>', 'text/html; charset=utf-8', 'html'],
  ['<html/>', 'application/xhtml+xml', 'html'],
  ['{}', 'application/json', 'json'],
  ['{}', 'application/ld+json; charset=utf-8', 'json'],
  ['{}', 'text/json', 'json'],
  ['a,b', 'text/csv', 'text'],
  ['hello', 'text/plain', 'text'],
  ['<a/>', 'application/xml', 'text'],
  ['%PDF-1.4 ...', 'application/pdf', 'pdf'],
  ['%PDF-1.7 ...', 'application/octet-stream', 'pdf'],
  ['%PDF-1.7 ...', 'text/html', 'pdf'],
  ['\x89PNG\r\n\x1a\n\0\0', 'image/png', 'binary'],
  ['  <!doctype html><p>x', undefined, 'html'],
  ['[1,2]', 'application/octet-stream', 'json'],
  ['just words', undefined, 'text'],
  ['bin\0ary', undefined, 'binary'],
])('%j as %s -> %s', (body, type, kind) => expect(classifyContent(bytes(body), type)).toBe(kind));

test('mediaType drops parameters and case', () => {
  expect(mediaType('Text/HTML; Charset=UTF-8')).toBe('text/html');
  expect(mediaType(undefined)).toBe('');
});
