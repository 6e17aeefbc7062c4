import type { Transform } from 'node:stream';
import {
  brotliDecompressSync,
  constants,
  createBrotliDecompress,
  createGunzip,
  gunzipSync,
  inflateRawSync,
  inflateSync,
} from 'node:zlib';
import { DeflateDecoder, isZlibWrapped } from './deflate-decoder';

type Coding = {
  stream: () => Transform;
  /** One-shot decode; `maxOutputLength` makes zlib stop (RangeError) instead of inflating a bomb. */
  sync: (input: Buffer, maxOutputLength: number) => Buffer;
};

// Z_SYNC_FLUSH: a body cut short by the server still yields what arrived, as in browsers.
const gzip: Coding = {
  stream: () => createGunzip({ finishFlush: constants.Z_SYNC_FLUSH }),
  sync: (input, maxOutputLength) => gunzipSync(input, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength }),
};

const codings: Record<string, Coding> = {
  gzip,
  'x-gzip': gzip,
  deflate: {
    stream: () => new DeflateDecoder(),
    sync: (input, maxOutputLength) => {
      const options = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength };
      return isZlibWrapped(input) ? inflateSync(input, options) : inflateRawSync(input, options);
    },
  },
  br: {
    stream: () => createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH }),
    sync: (input, maxOutputLength) => brotliDecompressSync(input, { finishFlush: constants.BROTLI_OPERATION_FLUSH, maxOutputLength }),
  },
};

/**
 * Decoders for a Content-Encoding header, in the order they must run (the header lists codings in
 * the order they were applied). Returns null for an unknown coding: the body is then returned as sent.
 */
export function resolveCodings(contentEncoding: string | undefined): Coding[] | null {
  if (!contentEncoding) return [];
  const names = contentEncoding
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (names.some((c) => !(c in codings))) return null;
  return names.reverse().map((c) => codings[c]);
}

export function createContentDecoders(contentEncoding: string | undefined): Transform[] | null {
  return resolveCodings(contentEncoding)?.map((c) => c.stream()) ?? null;
}
