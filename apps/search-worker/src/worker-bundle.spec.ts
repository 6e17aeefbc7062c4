import { bundleReach } from '@wsa/testing';

// Results are scraped by the scrape workers through the queue: the search worker loads no engine.
it('the search worker bundle reaches no scrape engine, browser, fetcher, PDF or content code', async () => {
  const reach = await bundleReach('search-worker');
  for (const lib of ['scrape', 'browser', 'fetcher', 'content', 'pdf', 'media', 'redact', 'blobs']) expect(reach.libs).not.toContain(lib);
  for (const pkg of ['puppeteer-core', 'turndown', '@mozilla/readability', 'undici', '@bull-board/api']) expect(reach.packages).not.toContain(pkg);
}, 30000);
