import { Transform, type TransformCallback } from 'node:stream';
import { constants, createInflate, createInflateRaw, type Inflate, type InflateRaw } from 'node:zlib';

/**
 * "Content-Encoding: deflate" is meant to be zlib-wrapped, but many servers send raw deflate.
 * Browsers accept both, so this peeks at the first byte (a zlib header has compression method 8 in
 * its low nibble) and picks the matching inflater.
 */
export class DeflateDecoder extends Transform {
  private inflater: Inflate | InflateRaw | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.inflater) this.inflater = this.startInflater(chunk);
    if (this.inflater.write(chunk)) done();
    else this.inflater.once('drain', done);
  }

  override _flush(done: TransformCallback): void {
    if (!this.inflater) return done();
    this.inflater.once('end', () => done());
    this.inflater.end();
  }

  override _destroy(err: Error | null, done: (error: Error | null) => void): void {
    this.inflater?.destroy();
    done(err);
  }

  private startInflater(first: Buffer): Inflate | InflateRaw {
    const options = { finishFlush: constants.Z_SYNC_FLUSH };
    const inflater = isZlibWrapped(first) ? createInflate(options) : createInflateRaw(options);
    inflater.on('data', (data: Buffer) => this.push(data));
    inflater.on('error', (err) => this.destroy(err));
    return inflater;
  }
}

/** A zlib header names compression method 8 (deflate) in the low nibble of its first byte. */
export function isZlibWrapped(data: Buffer): boolean {
  return data.length > 0 && (data[0] & 0x0f) === 8;
}
