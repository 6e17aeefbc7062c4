import { bundleReach } from '@wsa/testing';

// The gateway validates, admits, enqueues and waits: it must not load the scraping stack (issue 10).
it('the gateway bundle reaches no browser, fetcher client, PDF, content, media or search code', async () => {
  const reach = await bundleReach('api');
  for (const lib of ['browser', 'sandbox', 'content', 'pdf', 'media', 'redact', 'search']) expect(reach.libs).not.toContain(lib);
  // docs-search ranks in the gateway with the passage scorer: pure code, no package of its own
  expect(reach.files.filter((f) => f.startsWith('libs/passages/')).length).toBeLessThan(10);
  // from the fetcher only the address policy (cache hits are vetted like fresh fetches)
  expect(reach.files.filter((f) => f.startsWith('libs/fetcher/') && !f.startsWith('libs/fetcher/src/lib/address/') && !/fetch-error|parse-http-url|address\.ts$/.test(f))).toEqual([]);
  for (const pkg of ['puppeteer-core', 'linkedom', 'turndown', '@mozilla/readability', 'undici', '@ghostery/adblocker', 'compromise']) expect(reach.packages).not.toContain(pkg);
  // 198 before the Developer Index, whose search use case, schemas and repositories add 11
  expect(reach.files.length).toBeLessThan(212);
}, 30000);
