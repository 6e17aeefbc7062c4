import { acceptsCandidate, looksLikePdf, sortByDateDesc, type Candidate } from './candidate.util';
import type { ResultFilter } from './search-plan.util';

const open: ResultFilter = { include: [], exclude: [], requireScrapeable: false, sortByDate: false, pdfOnly: false, githubOnly: false };
const c = (url: string, extra: Partial<Candidate> = {}): Candidate => ({ url, title: 't', content: 'c', ...extra });

describe('acceptsCandidate', () => {
  it('enforces pdf, window, scrapeability and image size', () => {
    expect(acceptsCandidate({ ...open, pdfOnly: true }, c('https://a.com/x.PDF'))).toBe(true);
    expect(acceptsCandidate({ ...open, pdfOnly: true }, c('https://a.com/x', { pdfHint: true }))).toBe(true);
    expect(acceptsCandidate({ ...open, pdfOnly: true }, c('https://a.com/x.html'))).toBe(false);
    expect(acceptsCandidate({ ...open, window: { from: 10 } }, c('https://a.com', { publishedAt: 5 }))).toBe(false);
    expect(acceptsCandidate({ ...open, requireScrapeable: true }, c('http://localhost/'))).toBe(false);
    expect(acceptsCandidate({ ...open, minImageSize: { width: 10, height: 10 } }, c('https://a.com', { size: { width: 5, height: 50 } }))).toBe(false);
  });

  it('keeps only github repositories, issues and pull requests for the github category', () => {
    expect(acceptsCandidate({ ...open, githubOnly: true }, c('https://github.com/rust-lang/rust/issues/1'))).toBe(true);
    expect(acceptsCandidate({ ...open, githubOnly: true }, c('https://docs.rs/serde'))).toBe(false);
  });

  it('looksLikePdf ignores the query string', () => {
    expect(looksLikePdf(c('https://a.com/paper.pdf?download=1'))).toBe(true);
  });
});

describe('sortByDateDesc', () => {
  it('puts newest first and undated last in original order', () => {
    const items = [c('https://a.com/1'), c('https://a.com/2', { publishedAt: 1 }), c('https://a.com/3'), c('https://a.com/4', { publishedAt: 9 })];
    expect(sortByDateDesc(items).map((i) => i.url.slice(-1))).toEqual(['4', '2', '1', '3']);
  });
});
