import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { FetchError } from '../fetch-error';
import { createContentDecoders } from './content-decoders';
import { readBody } from './read-body';

// Incompressible bytes push the compressed size past the one-shot limit, onto the streaming path.
const large = Buffer.concat([randomBytes(200_000), Buffer.alloc(100_000, 'z')]);
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

  it.each([
    ['gzip', gzipSync(large)],
    ['deflate', deflateSync(large)],
    ['deflate', deflateRawSync(large)],
    ['br', brotliCompressSync(large)],
    ['gzip, br', brotliCompressSync(gzipSync(large))],
  ])('decodes large %s bodies by streaming', async (encoding, data) => {
    expect(data.length).toBeGreaterThan(128 * 1024);
    expect((await read(data, encoding)).equals(large)).toBe(true);
  });

  it('limits decompressed bytes on the streaming path too', async () => {
    const bomb = gzipSync(Buffer.concat([randomBytes(200_000), Buffer.alloc(20_000_000)]));
    await expect(read(bomb, 'gzip', 1_000_000)).rejects.toMatchObject({ kind: 'too_large' });
  });

  it('returns what arrived of a truncated compressed body', async () => {
    const truncated = gzipSync(text).subarray(0, 200);
    const partial = await read(truncated, 'gzip');
    expect(partial.length).toBeGreaterThan(0);
    expect(text.subarray(0, partial.length).equals(partial)).toBe(true);
  });
});
