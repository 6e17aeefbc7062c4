import { pipeline, type Readable } from 'node:stream';
import { FetchError } from '../fetch-error';
import { createContentDecoders } from './content-decoders';

export type ReadBodyInput = {
  body: Readable;
  contentEncoding?: string;
  maxBytes: number;
  hostname: string;
};

/**
 * Reads and decompresses a response body, counting decompressed bytes as they stream so a huge
 * body or a compression bomb is cut off at `maxBytes` instead of being buffered first.
 */
export async function readBody(input: ReadBodyInput): Promise<Buffer> {
  const decoders = createContentDecoders(input.contentEncoding) ?? [];
  // pipeline destroys every stage on failure; the error then surfaces from the iteration below.
  if (decoders.length > 0) pipeline([input.body, ...decoders], () => undefined);
  const output: Readable = decoders.length === 0 ? input.body : decoders[decoders.length - 1];
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of output) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > input.maxBytes) {
        throw new FetchError('too_large', `Response body exceeds ${input.maxBytes} bytes`, input.hostname);
      }
      chunks.push(buffer);
    }
  } catch (err) {
    // Stops the download when we leave early (size limit, decoding error, abort).
    input.body.destroy();
    throw err;
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}
