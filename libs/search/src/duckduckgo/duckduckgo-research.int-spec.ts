import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDuckduckgoProvider, runSearch, startDuckduckgoStandIn, type DuckduckgoStandIn, type SearchQuery } from '../index';
import { parseResearchDomains } from '../lib/research-domains';

// The research category on DuckDuckGo (no science engine there): a web search restricted to the
// research hosts. The stand-in serves its web page from this corpus and, like many engines, ignores
// site: operators, so the restriction has to hold on our side.
const row = (url: string, title: string) => ({ url, title, content: `${title}: a study of protein folding with deep learning.` });
const RESULTS = [
  row('https://protein-blog.example.com/folding', 'Protein folding explained (blog)'),
  row('https://arxiv.org/abs/2106.00001', 'Highly accurate protein folding'),
  row('https://www.example-news.com/science/folding', 'Protein folding news'),
  row('https://pubmed.ncbi.nlm.nih.gov/34265844/', 'Protein folding with deep learning'),
  row('https://www.nature.com/articles/s41586-021-03819-2', 'Protein folding at scale'),
  row('https://journal.example.org/folding-2021', 'Protein folding in the example journal'),
];

let ddg: DuckduckgoStandIn;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ddg-research-'));
  writeFileSync(join(dir, 'general.json'), JSON.stringify({ capturedAt: new Date().toISOString(), pageSize: 10, results: RESULTS }));
  ddg = await startDuckduckgoStandIn({ fixturesDir: dir });
});
afterAll(async () => {
  await ddg.close();
  rmSync(dir, { recursive: true, force: true });
});

const query = (q: Partial<SearchQuery>): SearchQuery => ({
  query: 'protein folding', limit: 10, sources: [{ type: 'web' }], categories: [{ type: 'research' }], highlights: false, ignoreInvalidURLs: false, timeoutMs: 10000, ...q,
});

it('answers research with results on the default research hosts only, each carrying category "research"', async () => {
  ddg.requests.length = 0;
  const res = await runSearch(createDuckduckgoProvider({ baseUrl: ddg.url }), query({}));
  expect(res.web?.map((r) => r.url)).toEqual(['https://arxiv.org/abs/2106.00001', 'https://pubmed.ncbi.nlm.nih.gov/34265844/', 'https://www.nature.com/articles/s41586-021-03819-2']);
  expect(res.web?.every((r) => r.category === 'research')).toBe(true);
  expect(res.warning).toBeUndefined();
  const sent = ddg.requests.find((u) => u.pathname === '/html/')?.searchParams.get('q') ?? '';
  expect(sent).toMatch(/^protein folding site:arxiv\.org OR site:ncbi\.nlm\.nih\.gov OR /);
  expect(sent.length).toBeLessThan(420);
});

it('the operator edits the list (SEARCH_RESEARCH_DOMAINS)', async () => {
  const res = await runSearch(createDuckduckgoProvider({ baseUrl: ddg.url, researchDomains: parseResearchDomains('journal.example.org, arxiv.org') }), query({}));
  expect(res.web?.map((r) => r.url)).toEqual(['https://arxiv.org/abs/2106.00001', 'https://journal.example.org/folding-2021']);
});

it('research beside plain web: both streams, only the research ones marked', async () => {
  const res = await runSearch(createDuckduckgoProvider({ baseUrl: ddg.url }), query({ categories: [{ type: 'research' }, { type: 'pdf' }] }));
  expect(res.web?.filter((r) => r.category === 'research')).toHaveLength(3);
  expect(res.web?.some((r) => r.category !== 'research' && r.url.includes('arxiv.org'))).toBe(false);
});

it('parseResearchDomains: blank is the default list; hosts are lowercased and deduplicated', () => {
  expect(parseResearchDomains(' ')).toContain('arxiv.org');
  expect(parseResearchDomains('ArXiv.org,*.example.edu,arxiv.org')).toEqual(['arxiv.org', 'example.edu']);
});
