import { Readable } from 'node:stream';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { FetchError } from '../fetch-error';
import { createContentDecoders } from './content-decoders';
import { readBody } from './read-body';

const text = Buffer.from('<html>'.padEnd(5000, 'x') + '</html>');
const read = (data: Buffer, contentEncoding?: string, maxBytes = 1 << 20): Promise<Buffer> =>
  readBody({ body: Readable.from([data.subarray(0, 100), data.subarray(100)]), contentEncoding, maxBytes, hostname: 'h' });

describe('content decoding', () => {
  it.each([
    ['gzip', gzipSync(text)],
    ['x-gzip', gzipSync(text)],
    ['deflate', deflateSync(text)],
    ['deflate', deflateRawSync(text)],
    ['br', brotliCompressSync(text)],
    ['gzip, br', brotliCompressSync(gzipSync(text))],
    ['identity', text],
  ])('decodes %s', async (encoding, data) => {
    expect((await read(data, encoding)).equals(text)).toBe(true);
  });

  it('returns an unknown coding as sent', async () => {
    expect(createContentDecoders('zstd')).toBeNull();
    expect((await read(text, 'zstd')).equals(text)).toBe(true);
  });

  it('limits decompressed bytes, not compressed ones', async () => {
    const bomb = gzipSync(Buffer.alloc(10_000_000));
    expect(bomb.length).toBeLessThan(20_000);
    await expect(read(bomb, 'gzip', 1_000_000)).rejects.toMatchObject({ kind: 'too_large' });
    await expect(read(bomb, 'gzip', 1_000_000)).rejects.toBeInstanceOf(FetchError);
  });

  it('fails corrupt data and accepts an empty compressed body', async () => {
    await expect(read(Buffer.from('not gzip at all'), 'gzip')).rejects.toMatchObject({ code: 'Z_DATA_ERROR' });
    expect((await read(Buffer.alloc(0), 'gzip')).length).toBe(0);
  });
});
