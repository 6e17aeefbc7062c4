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
  // the Research Index: only its query side (ids, ranking, the three endpoints over PostgreSQL); the
  // source adapters, XML parsing and fills run in the search worker
  expect(reach.files.filter((f) => f.startsWith('libs/research-index/') && !/^libs\/research-index\/src\/(query\.ts|query\/|lib\/(paper-ref|tsquery)\.ts)/.test(f))).toEqual([]);
  // about 22 of these are the Research Index's small query-side files (no package of their own, the
  // rerank's fusion and paper-vector cache among them), 11 the Developer Index's search use case,
  // schemas and repositories, libs/llm's embeddings client, and the paper-similar repository and
  // candidate merge of /similar (PubMed's similar articles)
  expect(reach.files.length).toBeLessThan(250);
}, 30000);
