import { ScrapeOptionsSchema } from '@wsa/contracts';
import { scrapeCredits, type ScrapeOutcome } from './scrape-credits';

const options = (input: Record<string, unknown> = {}) => ScrapeOptionsSchema.parse(input);
const ok: ScrapeOutcome = { failed: false, cacheHit: false };

describe('scrapeCredits', () => {
  it('plain page: 1, cache hit or not', () => {
    expect(scrapeCredits(options(), ok)).toBe(1);
    expect(scrapeCredits(options(), { ...ok, cacheHit: true })).toBe(1);
  });

  it('failed scrape: 0, whatever was asked', () => {
    const costly = options({ formats: ['json', { type: 'question', question: 'q' }], zeroDataRetention: true });
    expect(scrapeCredits(costly, { failed: true, cacheHit: false, urlsScanned: 3, pdfPagesParsed: 10 })).toBe(0);
  });

  it('json format: 5 total; with checkPromptInjection: 9', () => {
    expect(scrapeCredits(options({ formats: ['markdown', 'json'] }), ok)).toBe(5);
    expect(scrapeCredits(options({ formats: [{ type: 'json', checkPromptInjection: true }] }), ok)).toBe(9);
  });

  it.each([
    { type: 'question', question: 'what?' },
    { type: 'highlights', query: 'pricing' },
    { type: 'query', prompt: 'who?', mode: 'directQuote' },
    'audio',
    'video',
  ])('LLM add-on format %j: +4', (format) => {
    expect(scrapeCredits(options({ formats: ['markdown', format] }), ok)).toBe(5);
  });

  it('redactPII: +4 when on, nothing when off', () => {
    expect(scrapeCredits(options({ redactPII: true }), ok)).toBe(5);
    expect(scrapeCredits(options({ redactPII: { mode: 'fast' } }), ok)).toBe(5);
    expect(scrapeCredits(options({ redactPII: false }), ok)).toBe(1);
  });

  it('formats without a price row cost nothing extra', () => {
    expect(scrapeCredits(options({ formats: ['markdown', 'html', 'rawHtml', 'links', 'images', 'screenshot'] }), ok)).toBe(1);
    expect(scrapeCredits(options({ formats: ['product', 'menu'] }), ok)).toBe(1);
  });

  it('PDF pages replace the base credit; raw PDF is a flat 1', () => {
    expect(scrapeCredits(options(), { ...ok, pdfPagesParsed: 12 })).toBe(12);
    expect(scrapeCredits(options(), { ...ok, pdfPagesParsed: 0 })).toBe(1);
    expect(scrapeCredits(options({ parsers: [] }), { ...ok, rawPdf: true })).toBe(1);
    expect(scrapeCredits(options({ formats: ['json'] }), { ...ok, pdfPagesParsed: 3 })).toBe(7);
  });

  it('lockdown: 5 on a hit, 1 on a miss (billed although the request fails)', () => {
    const lockdown = options({ lockdown: true });
    expect(scrapeCredits(lockdown, { failed: false, cacheHit: true })).toBe(5);
    expect(scrapeCredits(lockdown, { failed: true, cacheHit: false })).toBe(1);
    expect(scrapeCredits(options(), { failed: true, cacheHit: false, lockdown: true })).toBe(1);
    expect(scrapeCredits(options({ lockdown: true, formats: ['json'] }), { failed: false, cacheHit: true })).toBe(9);
  });

  it('threat scan: +2 per URL scanned', () => {
    expect(scrapeCredits(options({ threatProtection: { mode: 'normal' } }), { ...ok, urlsScanned: 2 })).toBe(5);
  });

  it('zero data retention: +1', () => {
    expect(scrapeCredits(options({ zeroDataRetention: true }), ok)).toBe(2);
  });

  it('everything together adds up row by row', () => {
    const all = options({
      formats: ['markdown', { type: 'json', checkPromptInjection: true }, { type: 'question', question: 'q' }, 'video'],
      redactPII: true,
      zeroDataRetention: true,
    });
    // 3 PDF pages + json 4 + injection 4 + question 4 + video 4 + redact 4 + 2 URLs x 2 + zdr 1
    expect(scrapeCredits(all, { ...ok, pdfPagesParsed: 3, urlsScanned: 2 })).toBe(3 + 4 + 4 + 4 + 4 + 4 + 4 + 1);
  });
});

describe('scrapeCredits: model formats that failed', () => {
  const opts = (formats: unknown[]) => options({ formats });
  it('does not charge a failed json or question format, but charges the screening that ran', () => {
    const o = opts(['markdown', { type: 'json', prompt: 'x', checkPromptInjection: true }, { type: 'question', question: 'q' }]);
    expect(scrapeCredits(o, { failed: false, cacheHit: false })).toBe(1 + 4 + 4 + 4);
    expect(scrapeCredits(o, { failed: false, cacheHit: false, unbilledFormats: ['json', 'question'] })).toBe(1 + 4);
    expect(scrapeCredits(o, { failed: false, cacheHit: false, unbilledFormats: ['json', 'checkPromptInjection'] })).toBe(1 + 4);
  });
});
