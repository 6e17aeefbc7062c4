import Firecrawl from '@mendable/firecrawl-js';
import { startPagesServer, startStack, type PagesServer, type Stack } from '@wsa/testing';

// The model-free page formats through the whole service (gateway, queue, scrape worker, Chromium,
// PostgreSQL), called the way users call them: with the official JS client.
let stack: Stack;
let pages: PagesServer;
let client: Firecrawl;

beforeAll(async () => {
  pages = await startPagesServer();
  stack = await startStack();
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'formats-team', '--credits', '100');
  client = new Firecrawl({ apiKey: String(apiKey), apiUrl: stack.baseUrl });
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await pages?.close();
});

it('changeTracking: new, then same despite a new timestamp, then changed with a git diff', async () => {
  const formats = ['markdown' as const, { type: 'changeTracking' as const, modes: ['git-diff' as const] }];
  const first = await client.scrape(`${pages.url}/prices`, { formats, maxAge: 0 });
  expect(first.changeTracking).toMatchObject({ changeStatus: 'new', previousScrapeAt: null, visibility: 'visible' });

  const second = await client.scrape(`${pages.url}/prices`, { formats, maxAge: 0 });
  expect(second.changeTracking).toMatchObject({ changeStatus: 'same', previousScrapeAt: expect.any(String) });

  pages.setPriceVersion(2);
  const third = await client.scrape(`${pages.url}/prices`, { formats, maxAge: 0 });
  const ct = third.changeTracking as { changeStatus: string; diff: { text: string; json: { files: { chunks: { changes: { type: string; content: string }[] }[] }[] } } };
  expect(ct.changeStatus).toBe('changed');
  expect(ct.diff.text).toMatch(/^-.*\$10 per month/m);
  expect(ct.diff.text).toMatch(/^\+.*\$12 per month/m);
  expect(ct.diff.text).not.toMatch(/^[-+].*Last updated/m);
  const changes = ct.diff.json.files[0]!.chunks.flatMap((c) => c.changes);
  expect(changes).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'add', content: expect.stringContaining('$12') })]));
  expect(third.metadata?.creditsUsed).toBe(1);
});

it('branding: colours, fonts, buttons and logo of the rendered page, for the page credit only', async () => {
  const doc = await client.scrape(`${pages.url}/brand`, { formats: ['branding'], maxAge: 0 });
  expect(doc.branding).toMatchObject({
    colorScheme: 'light',
    brandName: 'Acme Rockets',
    colors: { primary: '#ff5a1f', background: '#ffffff', textPrimary: '#111827', link: '#1d4ed8' },
    fonts: expect.arrayContaining([{ family: 'Playfair Display', role: 'heading' }, { family: 'Inter', role: 'body' }]),
    typography: { fontSizes: { h1: '48px', body: '16px' } },
    components: { buttonPrimary: { background: '#ff5a1f', textColor: '#ffffff', borderRadius: '8px' } },
    images: { logo: `${pages.url}/brand/logo.svg`, favicon: `${pages.url}/brand/favicon.svg` },
  });
  expect(doc.metadata?.creditsUsed).toBe(1);
});

it('redactPII: the email, phone and name never reach the client', async () => {
  const doc = await client.scrape(`${pages.url}/contact`, { formats: ['markdown', 'html'], redactPII: { mode: 'fast', replaceStyle: 'tag' }, maxAge: 0 });
  for (const text of [doc.markdown!, doc.html!]) {
    expect(text).not.toContain('margaret.thompson@example.com');
    expect(text).not.toContain('555 0134');
    expect(text).not.toContain('Margaret Thompson');
  }
  expect(doc.markdown).toContain('<EMAIL>');
  expect(doc.markdown).toContain('<PHONE>');
  expect(doc.markdown).toContain('<PERSON>');
  expect(doc.markdown).toContain('deliveries, invoices and opening times');
  expect(doc.metadata?.creditsUsed).toBe(5);
});
