import iconv from 'iconv-lite';
import type { DecodedBody } from '../content.types';
import { charsetFromContentType, normalizeCharset } from './charset-label.util';

const SNIFF_BYTES = 4096;

/**
 * Decodes an HTTP body to text. Precedence follows the HTML spec: byte order mark, then the
 * Content-Type charset, then `<meta charset>` / `<meta http-equiv="Content-Type">` within the first
 * 4 KB, then UTF-8 (falling back to windows-1252 when the bytes are not valid UTF-8).
 */
export function decodeBody(bytes: Uint8Array, contentTypeHeader?: string): DecodedBody {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bom = bomCharset(buffer);
  if (bom) return { text: iconv.decode(buffer, bom, { stripBOM: true }), charset: bom };
  let metaCharset = normalizeCharset(sniffMetaCharset(buffer));
  // A <meta> that could be read as ASCII cannot be in UTF-16; the spec reads such pages as UTF-8.
  if (metaCharset?.startsWith('utf-16')) metaCharset = 'utf-8';
  let charset = normalizeCharset(charsetFromContentType(contentTypeHeader)) ?? metaCharset;
  if (charset === 'utf-16') charset = 'utf-16le';
  if (charset && charset !== 'utf-8') return { text: iconv.decode(buffer, charset), charset };
  const utf8 = new TextDecoder('utf-8', { fatal: charset === undefined });
  try {
    return { text: utf8.decode(buffer), charset: 'utf-8' };
  } catch {
    // Undeclared and not UTF-8: legacy Western pages are by far the most common case.
    return { text: iconv.decode(buffer, 'windows-1252'), charset: 'windows-1252' };
  }
}

function bomCharset(buf: Buffer): string | undefined {
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return 'utf-8';
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return 'utf-16be';
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** charset declared by a `<meta charset>` or `<meta content="...; charset=...">` in the first 4 KB. */
export function sniffMetaCharset(buf: Buffer): string | undefined {
  const head = buf.subarray(0, SNIFF_BYTES).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const match = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    if (match) return match[1];
  }
  return undefined;
}
