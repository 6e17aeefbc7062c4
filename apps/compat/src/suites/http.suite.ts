import { CATALOGUE_DISABLED, type MatrixContext } from './matrix-context';

// Wire details the clients depend on, checked on the raw HTTP answer.
export function httpSuite(ctx: MatrixContext): void {
  const post = (path: string, body: unknown, authorization?: string) =>
    fetch(ctx.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(authorization === undefined ? {} : { authorization }) }, body: JSON.stringify(body) });
  const bearer = () => `Bearer ${ctx.apiKey}`;

  it('an empty bearer is no key: anonymous search works, scrape asks for a token', async () => {
    for (const header of ['Bearer', 'Bearer    ']) {
      expect((await post('/v2/search', { query: 'typescript', limit: 2 }, header)).status).toBe(200);
      const scrape = await post('/v2/scrape', { url: `${ctx.pagesUrl}/article` }, header);
      expect(scrape.status).toBe(401);
      expect(await scrape.json()).toMatchObject({ error: 'Unauthorized: Token missing' });
    }
  });

  it('a catalogue-only search answers an empty catalogue with a warning', async () => {
    const res = await post('/v2/search', { query: 'typescript', sources: ['alexandria'], toolDetail: 'full', domainTools: false }, bearer());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: {}, warning: expect.stringContaining('no provider catalogue') });
  });

  it('a catalogue call answers the exact 403 the clients recognise', async () => {
    const res = await post('/v2/scrape', { alexandria: { provider: 'fred', capability: 'series/observations' }, origin: 'mcp-fastmcp' }, bearer());
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: CATALOGUE_DISABLED });
  });

  it('an unknown format is named in the 400, with the accepted ones', async () => {
    const res = await post('/v2/scrape', { url: `${ctx.pagesUrl}/article`, formats: ['markdown', 'pdfx'] }, bearer());
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^Unknown format "pdfx"\. Accepted formats: markdown, .*attributes/);
  });

  it('research/github answers from the Developer Index (empty here) in its deprecated shape', async () => {
    const res = await fetch(`${ctx.baseUrl}/v2/search/research/github?query=x`, { headers: { authorization: bearer() } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, results: [], replacement: '/v2/search/developer' });
  });
}
