import { isPdf } from '@wsa/pdf';
import type { ContentKind } from './fetched-page';

const JSON_TYPES = /^(?:application|text)\/(?:[\w.+-]+\+)?json$/;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const TEXT_TYPES = /^text\/|^application\/(?:(?:[\w.+-]+\+)?xml|javascript|ecmascript|x-yaml|yaml|csv|x-ndjson)$/;

/** Media type without parameters, lower-cased ("text/html; charset=x" -> "text/html"). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Classifies a body by its Content-Type, PDFs also by magic bytes (servers often send them as
 * application/octet-stream). Without a usable type the start of the body decides: markup is HTML,
 * anything else without NUL bytes is text.
 */
export function classifyContent(body: Uint8Array, contentType: string | undefined): ContentKind {
  if (isPdf(body, contentType)) return 'pdf';
  const type = mediaType(contentType);
  if (HTML_TYPES.has(type)) return 'html';
  if (JSON_TYPES.test(type)) return 'json';
  if (TEXT_TYPES.test(type)) return 'text';
  if (type !== '' && type !== 'application/octet-stream' && type !== 'unknown/unknown') return 'binary';
  return sniffKind(body);
}

function sniffKind(body: Uint8Array): ContentKind {
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 1024));
  if (head.includes(0)) return 'binary';
  const start = head.toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart();
  if (start.startsWith('<')) return 'html';
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  return 'text';
}
