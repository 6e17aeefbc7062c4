import {
  checkPromptInjectionCredits,
  feedbackRefundCredits,
  interactSessionCredits,
  jsonFormatCredits,
  llmAddOnCredits,
  lockdownCredits,
  pdfCredits,
  rawPdfCredits,
  scrapePageCredits,
  threatScanCredits,
  zeroDataRetentionCredits,
} from './row-credits';

describe('credit table rows (spec 8 and compat "Credits per scrape")', () => {
  it('scrape of a page: 1', () => expect(scrapePageCredits()).toBe(1));

  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [29, 29],
    [10000, 10000],
  ])('PDF with %i parsed pages: %i', (pages, credits) => expect(pdfCredits(pages)).toBe(credits));

  it('raw PDF (parsers: []): flat 1', () => expect(rawPdfCredits()).toBe(1));
  it('JSON format: +4', () => expect(jsonFormatCredits()).toBe(4));
  it('checkPromptInjection: +4', () => expect(checkPromptInjectionCredits()).toBe(4));

  it.each([
    [0, 0],
    [1, 2],
    [3, 6],
  ])('threat scan of %i URLs: %i', (urls, credits) => expect(threatScanCredits(urls)).toBe(credits));

  it('lockdown: 5 on a hit, 1 on a miss', () => {
    expect(lockdownCredits(true)).toBe(5);
    expect(lockdownCredits(false)).toBe(1);
  });

  it('zero data retention: +1', () => expect(zeroDataRetentionCredits()).toBe(1));
  it('LLM add-on (question, highlights, audio, video, redactPII): +4', () => expect(llmAddOnCredits()).toBe(4));
  it('first feedback refund: 1', () => expect(feedbackRefundCredits()).toBe(1));

  it.each([
    [0, false, 0],
    [1, false, 2],
    [60000, false, 2],
    [60001, false, 4],
    [600000, false, 20],
    [1, true, 7],
    [90000, true, 14],
  ])('interact session of %i ms (prompt %p): %i', (ms, prompt, credits) => {
    expect(interactSessionCredits(ms, prompt)).toBe(credits);
  });

  it('refuses negative or fractional counts', () => {
    expect(() => pdfCredits(-1)).toThrow(RangeError);
    expect(() => threatScanCredits(0.5)).toThrow(RangeError);
    expect(() => interactSessionCredits(-1, false)).toThrow(RangeError);
  });
});
