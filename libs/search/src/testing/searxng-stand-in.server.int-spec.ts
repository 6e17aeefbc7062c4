import { startSearxngStandIn, type SearxngStandIn } from './searxng-stand-in.server';

let standIn: SearxngStandIn;
beforeAll(async () => {
  standIn = await startSearxngStandIn();
});
afterAll(() => standIn.close());

const get = (qs: string) => fetch(`${standIn.url}/search?${qs}`);

describe('SearXNG stand-in wire format', () => {
  it('answers form POSTs like GETs and records the parameters', async () => {
    const res = await fetch(`${standIn.url}/search`, { method: 'POST', body: new URLSearchParams({ q: 'typescript', format: 'json', categories: 'it' }) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { category: string; positions: number[] }[]; unresponsive_engines: unknown[] };
    expect(body.results.length).toBe(7);
    expect(body.results.every((r) => r.category === 'it')).toBe(true);
    expect(body.results[0].positions).toEqual([1]);
    expect(standIn.requests.at(-1)?.get('categories')).toBe('it');
  });

  it('validates like SearXNG', async () => {
    expect(await (await get('format=json')).json()).toEqual({ error: 'No query' });
    expect((await get('q=x&format=json&language=english')).status).toBe(400);
    expect((await get('q=x&format=json&pageno=0')).status).toBe(400);
    expect((await get('q=x&format=json&time_range=hour')).status).toBe(400);
  });

  it('pages with pageno and keeps dates fresh relative to capture', async () => {
    const page = async (n: number) => ((await (await get(`q=typescript&format=json&pageno=${n}`)).json()) as { results: { url: string; publishedDate: string | null }[] }).results;
    const [one, two] = [await page(1), await page(2)];
    expect(one).toHaveLength(10);
    expect(two.map((r) => r.url)).not.toContain(one[0].url);
    const dated = [...one, ...two].find((r) => r.url.includes('totaltypescript'));
    expect(Date.now() - Date.parse(`${dated?.publishedDate}Z`)).toBeLessThan(31 * 60_000);
  });

  it('serves HTML without format=json, health and config', async () => {
    const html = await get('q=typescript');
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('<article class="result">');
    expect(await (await fetch(`${standIn.url}/healthz`)).text()).toBe('OK');
    const config = (await (await fetch(`${standIn.url}/config`)).json()) as { categories: string[] };
    expect(config.categories).toEqual(expect.arrayContaining(['general', 'news', 'images', 'science', 'it']));
  });

  it('answers 403 HTML when json is not in search.formats', async () => {
    const off = await startSearxngStandIn({ jsonEnabled: false });
    try {
      const res = await fetch(`${off.url}/search?q=x&format=json`);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('<title>403 Forbidden</title>');
      expect((await fetch(`${off.url}/search?q=typescript`)).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
