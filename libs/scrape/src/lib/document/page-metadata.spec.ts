import type { FetchedPage } from '../engines/fetched-page';
import { buildMetadata } from './page-metadata';

const page = (statusCode: number): FetchedPage => ({
  attempt: { engine: 'chromium', proxy: 'enhanced' }, url: 'https://example.com/final', statusCode, headers: {}, contentType: 'text/html', kind: 'html', body: Buffer.alloc(0),
});

test('service fields win over declared ones; non-2xx carries the status text', () => {
  const meta = buildMetadata(page(503), { title: 'T', url: 'https://spoof/', ogTitle: 'O' }, { sourceURL: 'https://example.com/start', scrapeId: 'id-1' });
  expect(meta).toEqual({
    title: 'T', ogTitle: 'O', url: 'https://example.com/final', sourceURL: 'https://example.com/start', statusCode: 503,
    scrapeId: 'id-1', proxyUsed: 'stealth', cacheState: 'miss', contentType: 'text/html', error: 'Service Unavailable',
  });
  expect(buildMetadata(page(200), {}, { sourceURL: 's', scrapeId: 'i' }).error).toBeUndefined();
});
