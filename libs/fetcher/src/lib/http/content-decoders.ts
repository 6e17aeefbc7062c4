import type { Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip } from 'node:zlib';
import { DeflateDecoder } from './deflate-decoder';

// Z_SYNC_FLUSH: a body cut short by the server still yields what arrived, as in browsers.
const factories: Record<string, () => Transform> = {
  gzip: () => createGunzip({ finishFlush: constants.Z_SYNC_FLUSH }),
  'x-gzip': () => createGunzip({ finishFlush: constants.Z_SYNC_FLUSH }),
  deflate: () => new DeflateDecoder(),
  br: () => createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH }),
};

/**
 * Decoders for a Content-Encoding header, in the order they must run (the header lists codings in
 * the order they were applied). Returns null for an unknown coding: the body is then returned as sent.
 */
export function createContentDecoders(contentEncoding: string | undefined): Transform[] | null {
  if (!contentEncoding) return [];
  const codings = contentEncoding
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.some((c) => !(c in factories))) return null;
  return codings.reverse().map((c) => factories[c]());
}
