import { bundleReach } from '@wsa/testing';

// A session worker drives browsers and sandboxes; it does not scrape, so it loads no scrape engine.
it('the session worker bundle reaches no scrape, content, PDF or media code', async () => {
  const reach = await bundleReach('session-worker');
  for (const lib of ['scrape', 'content', 'pdf', 'media', 'redact', 'passages', 'search']) expect(reach.libs).not.toContain(lib);
  for (const pkg of ['turndown', '@mozilla/readability', 'linkedom', 'compromise']) expect(reach.packages).not.toContain(pkg);
}, 30000);
