import { bundleReach } from '@wsa/testing';

// Results are scraped by the scrape workers through the queue: the search worker loads no engine.
it('the search worker bundle reaches no scrape engine, browser, fetcher, PDF or content code', async () => {
  const reach = await bundleReach('search-worker');
  for (const lib of ['browser', 'content', 'pdf', 'media', 'redact', 'blobs']) expect(reach.libs).not.toContain(lib);
  // result scrapes' cache hits are answered here (the producer's side of the one cache rule): only
  // scrape's admission entry and its cache rules, and the fetcher's address policy that vets them
  expect(reach.files.filter((f) => f.startsWith('libs/scrape/') && !/^libs\/scrape\/src\/(admission\.ts|lib\/(cache|features)\/)/.test(f))).toEqual([]);
  expect(reach.files.filter((f) => f.startsWith('libs/fetcher/') && !f.startsWith('libs/fetcher/src/lib/address/') && !/fetch-error|parse-http-url|address\.ts$/.test(f))).toEqual([]);
  for (const pkg of ['puppeteer-core', 'turndown', '@mozilla/readability', 'undici', '@bull-board/api']) expect(reach.packages).not.toContain(pkg);
}, 30000);
