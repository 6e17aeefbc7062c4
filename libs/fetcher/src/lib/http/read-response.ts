import type { Dispatcher } from 'undici';
import { FetchError } from '../fetch-error';
import { readBody } from './read-body';
import { flattenResponseHeaders } from './response-headers';

export type ReadResponse = {
  statusCode: number;
  headers: Record<string, string>;
  contentType?: string;
  body: Buffer;
};

/** Status, flattened headers and the decompressed body of a final (non-redirect) response. */
export async function readResponse(response: Dispatcher.ResponseData, maxBytes: number, hostname: string): Promise<ReadResponse> {
  const headers = flattenResponseHeaders(response.headers);
  const contentEncoding = headers['content-encoding'];
  const declaredLength = Number(headers['content-length']);
  // Without a coding, a declared length over the limit is final: refuse before downloading anything.
  if (!contentEncoding && declaredLength > maxBytes) {
    response.body.destroy();
    throw new FetchError('too_large', `Response body of ${declaredLength} bytes exceeds ${maxBytes} bytes`, hostname);
  }
  const body = await readBody({ body: response.body, contentEncoding, maxBytes, hostname });
  return { statusCode: response.statusCode, headers, contentType: headers['content-type'], body };
}
