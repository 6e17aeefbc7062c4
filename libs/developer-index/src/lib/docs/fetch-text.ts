import { gunzipSync } from 'zlib';
import type { FetchText } from './collect-pages';

/** A sitemap may list 50,000 URLs (about 10 MB); anything larger is not read. */
const MAX_BYTES = 12 * 1024 * 1024;

/**
 * The search worker's GET of sitemaps and robots.txt: they are XML or text files, not pages, so
 * they are read directly rather than through the scrape queue (which renders pages to markdown).
 * Only the operator's site is asked: collectDocsPages keeps to the origin it was given.
 */
export function createFetchText(opts: { timeoutMs: number; userAgent: string }): FetchText {
  return async (url) => {
    const res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs), headers: { 'user-agent': opts.userAgent, accept: 'application/xml, text/xml, text/plain, */*' } });
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > MAX_BYTES) {
      await res.body?.cancel();
      throw new Error(`larger than ${MAX_BYTES} bytes`);
    }
    let bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES} bytes`);
    // sitemap.xml.gz is served as a gzip file (no content-encoding for fetch to undo)
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes, { maxOutputLength: MAX_BYTES });
    return { status: res.status, body: bytes.toString('utf8') };
  };
}
