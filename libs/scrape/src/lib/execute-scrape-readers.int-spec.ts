// Model-free reader formats end to end: fixture pages fetched over HTTP by the real engine.
import { scrapeCredits } from '@wsa/credits';
import { ScrapeOptionsSchema } from '@wsa/contracts';
import { expectOk, startHarness, type Harness } from '../test-support/scrape-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60000);
afterAll(() => h.close());

const url = (path: string) => h.site.url + path;
const fresh = { maxAge: 0, storeInCache: false };

describe('highlights and query (directQuote)', () => {
  test('highlights quote the page verbatim, best passage first; markdown only when asked', async () => {
    const request = { url: url('/article'), formats: [{ type: 'highlights', query: 'When should I start seedlings indoors?' }], ...fresh };
    const doc = expectOk(await h.scrape(request)).document;
    const [top] = doc.highlights!.split('\n\n');
    expect(top).toContain('Start seedlings indoors six to eight weeks before the last frost');
    expect(doc.markdown).toBeUndefined();
    expect(Object.keys(doc).sort()).toEqual(['highlights', 'metadata']);
    expect(scrapeCredits(ScrapeOptionsSchema.parse({ formats: request.formats }), { failed: false, cacheHit: false })).toBe(5);
  });

  test('a table row can be the passage; markdown stays when requested too', async () => {
    const doc = expectOk(await h.scrape({ url: url('/article'), formats: ['markdown', { type: 'highlights', query: 'Roma days to harvest' }], ...fresh })).document;
    expect(doc.highlights!.split('\n\n')[0]).toBe('Roma | 75 | Determinate');
    expect(doc.markdown).toContain('# Growing Tomatoes at Home');
  });

  test('query directQuote answers with the best sentence in `answer`', async () => {
    const doc = expectOk(await h.scrape({ url: url('/article'), formats: [{ type: 'query', prompt: 'How many hours of sun do tomatoes need?', mode: 'directQuote' }], ...fresh })).document;
    expect(doc.answer).toContain('With six hours of sun, a deep pot and regular watering, a single plant can yield several kilograms of fruit');
    expect(doc.highlights).toBeUndefined();
  });

  test('query freeform needs a model: FEATURE_NOT_AVAILABLE', async () => {
    const r = await h.scrape({ url: url('/article'), formats: [{ type: 'query', prompt: 'Summarise it' }], ...fresh });
    expect(r).toMatchObject({ ok: false, code: 'FEATURE_NOT_AVAILABLE', details: { features: ['query format in freeform mode'] } });
  });
});
