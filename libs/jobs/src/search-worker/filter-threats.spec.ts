import type { SearchData } from '@wsa/contracts';
import type { RiskProvider } from '@wsa/threats';
import { filterThreats } from './filter-threats';

const web = (url: string, position: number) => ({ url, title: 't', description: 'd', position });
// a provider knowing one bad host; "down.example" makes it fail like an unreachable lookup
const provider: RiskProvider = {
  name: 'test',
  async score(host) {
    if (host === 'down.example') throw new Error('lookup failed');
    return host === 'bad.example' || host.endsWith('.bad.example') ? 100 : 0;
  },
};

test('drops blocked results from every group, renumbers, says so, and counts each scored URL once', async () => {
  const data: SearchData = {
    web: [web('https://good.example/a', 1), web('https://cdn.bad.example/x', 2), web('https://good.example/b', 3), web('https://good.example/a', 4)],
    news: [{ url: 'https://bad.example/n', title: 'n', snippet: 's', position: 1 }],
    images: [{ url: 'https://good.example/a', imageUrl: 'https://img.example/i.png', title: 'i', position: 1, imageWidth: 1, imageHeight: 1 }],
  };
  const out = await filterThreats(data, { mode: 'normal' }, provider);
  expect(data.web?.map((r) => [r.url, r.position])).toEqual([['https://good.example/a', 1], ['https://good.example/b', 2], ['https://good.example/a', 3]]);
  expect(data.news).toBeUndefined();
  expect(data.images).toHaveLength(1);
  // four page URLs and the image's own URL (img.example)
  expect(out).toEqual({ removed: 2, urlsScanned: 5, warning: 'Threat protection removed 2 results (blocked: bad.example, cdn.bad.example).' });
});

test('rules without a scan cost nothing; the whitelist wins; failurePolicy decides on a provider failure', async () => {
  const data: SearchData = { web: [web('https://bad.example/', 1), web('https://tld.zip/', 2), web('https://down.example/', 3)] };
  const out = await filterThreats(data, { mode: 'off', blockedTlds: ['zip'], whitelist: ['bad.example'] }, provider);
  expect(data.web?.map((r) => r.url)).toEqual(['https://bad.example/', 'https://down.example/']);
  expect(out.urlsScanned).toBe(0);
  const closed: SearchData = { web: [web('https://down.example/', 1), web('https://good.example/', 2)] };
  expect(await filterThreats(closed, { failurePolicy: 'closed' }, provider)).toMatchObject({ removed: 1, urlsScanned: 1 });
  expect(closed.web?.map((r) => r.url)).toEqual(['https://good.example/']);
  const open: SearchData = { web: [web('https://down.example/', 1)] };
  expect(await filterThreats(open, { failurePolicy: 'open' }, provider)).toEqual({ removed: 0, urlsScanned: 0, warning: undefined });
});

test('an image is checked on its page and on the image itself: an image hosted on a blocked host is dropped, and each image URL scanned costs like a page URL', async () => {
  const image = (url: string, imageUrl: string, position: number) => ({ url, imageUrl, title: 'i', position });
  const data: SearchData = {
    images: [
      image('https://good.example/gallery', 'https://cdn.bad.example/i.png', 1),
      image('https://good.example/gallery', 'https://good.example/i.png', 2),
      image('https://good.example/gallery', 'https://good.example/i.png', 3),
    ],
  };
  const out = await filterThreats(data, { mode: 'normal' }, provider);
  expect(data.images?.map((r) => [r.imageUrl, r.position])).toEqual([['https://good.example/i.png', 1], ['https://good.example/i.png', 2]]);
  // the page, the two distinct image URLs: three URLs scored, each once
  expect(out).toEqual({ removed: 1, urlsScanned: 3, warning: 'Threat protection removed 1 result (blocked: cdn.bad.example).' });
  // rules alone: the blacklist and the blocked TLDs reach the image host too, with no scan billed
  const ruled: SearchData = { images: [image('https://good.example/p', 'https://img.zip/x.png', 1), image('https://good.example/p', 'https://evil.example/x.png', 2), image('https://good.example/p', 'https://good.example/x.png', 3)] };
  expect(await filterThreats(ruled, { mode: 'off', blockedTlds: ['zip'], blacklist: ['evil.example'] }, provider)).toEqual({ removed: 2, urlsScanned: 0, warning: 'Threat protection removed 2 results (blocked: evil.example, img.zip).' });
  expect(ruled.images?.map((r) => r.imageUrl)).toEqual(['https://good.example/x.png']);
});
