import { collectPages, type Page } from './page-collector.util';
import { SearchProviderError } from './search-provider.error';
import type { ResultFilter } from './search-plan.util';
import { normaliseUrlKey } from './url-checks.util';

const filter: ResultFilter = { include: [], exclude: ['spam.com'], requireScrapeable: false, sortByDate: false, pdfOnly: false, githubOnly: false };
const page = (urls: string[]): Page => ({ candidates: urls.map((url) => ({ url, title: url, content: '' })), failures: [] });

function pages(list: Page[]): { fetchPage: (n: number) => Promise<Page>; calls: number[] } {
  const calls: number[] = [];
  return { calls, fetchPage: async (n) => (calls.push(n), list[n - 1] ?? page([])) };
}

const opts = { limit: 3, maxPages: 5, filter, dedupeKey: (c: { url: string }) => normaliseUrlKey(c.url), signal: new AbortController().signal };

describe('collectPages', () => {
  it('pages until the limit is filled, skipping duplicates and filtered results', async () => {
    const src = pages([page(['https://a.com/1', 'https://spam.com/x']), page(['https://www.a.com/1/', 'https://a.com/2']), page(['https://a.com/3', 'https://a.com/4'])]);
    const out = await collectPages({ ...opts, fetchPage: src.fetchPage });
    expect(out.items.map((i) => i.url)).toEqual(['https://a.com/1', 'https://a.com/2', 'https://a.com/3']);
    expect(src.calls).toEqual([1, 2, 3]);
  });

  it('stops at a page with nothing new and at maxPages', async () => {
    const repeat = pages([page(['https://a.com/1']), page(['https://a.com/1'])]);
    expect((await collectPages({ ...opts, fetchPage: repeat.fetchPage })).items).toHaveLength(1);
    expect(repeat.calls).toEqual([1, 2]);
    const endless = { fetchPage: async (n: number) => page([`https://a.com/${n}`]) };
    expect((await collectPages({ ...opts, limit: 50, maxPages: 4, ...endless })).items).toHaveLength(4);
  });

  it('returns partial results on a later-page timeout but fails on a first-page one', async () => {
    const late = async (n: number) => {
      if (n === 1) return page(['https://a.com/1']);
      throw new SearchProviderError('timeout', 'late');
    };
    expect(await collectPages({ ...opts, fetchPage: late })).toMatchObject({ timedOut: true, items: [{ url: 'https://a.com/1' }] });
    const never = async () => {
      throw new SearchProviderError('timeout', 'never');
    };
    await expect(collectPages({ ...opts, fetchPage: never })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
