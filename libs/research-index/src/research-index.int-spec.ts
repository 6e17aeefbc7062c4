import { ApiError, type ResearchFillTask } from '@wsa/contracts';
import { closeDb, createDb, type Db } from '@wsa/db';
import type { FixturePaper } from '@wsa/testing';
import { createLlm, hypotheticalAbstract, llmSettings } from '@wsa/llm/client';
import { parsePdf } from '@wsa/pdf';
import { arxivExperimentsText, createTestDatabase, startOpenAiStandIn, startResearchStandIns, type ResearchStandIns } from '@wsa/testing';
import { createResearchSources, runResearchFill, runResearchIngest } from './index';
import { readPaper, searchPapers, similarPapers, type ResearchQueryDeps } from './query';
import { createResearchIngestRun, readResearchIngestRun } from '@wsa/db';

// The Research Index over a real PostgreSQL and the Europe PMC / arXiv stand-ins: the query side
// with its fill port calling the fill use case directly (the queue hop is covered in apps/e2e).
let database: { url: string; drop: () => Promise<void> };
let db: Db;
let standIns: ResearchStandIns;
let deps: ResearchQueryDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 4 });
  standIns = await startResearchStandIns({ rateLimitFirst: true, malformed: true, openalexKey: 'oa-test-key' });
  const sources = createResearchSources({ europepmcUrl: standIns.europepmcUrl, arxivUrl: standIns.arxivUrl, pubmedUrl: standIns.pubmedUrl, arxivMinIntervalMs: 50, contactEmail: 'ops@example.org' });
  const fill = (task: ResearchFillTask, budgetMs: number) => runResearchFill({ jobId: '00000000-0000-4000-8000-000000000000', deadlineAt: Date.now() + budgetMs, task }, { db, sources });
  deps = { db, fill, fillBudgetMs: 8000, minLocalHits: 5 };
}, 60000);

afterAll(async () => {
  await closeDb(db);
  await standIns.close();
  await database.drop();
});

it('a search on an empty index fans out to both sources (past a 429 each), stores, merges and answers', async () => {
  const res = await searchPapers(deps, { query: 'crispr base editor deamination', k: 10 });
  expect(res.results.length).toBeGreaterThan(0);
  expect(res.results[0]!.title.toLowerCase()).toMatch(/base|editor|deamination|crispr|cas9/);
  expect(res.results[0]!.primaryId).toMatch(/^pmid:\d+$/);
  expect(res.results[0]!.ids?.pmid).toHaveLength(1);
  // the stand-ins refused the first request of each API; the retry got through
  expect(standIns.requests.filter((r) => r.status === 429).map((r) => r.api).sort()).toEqual(['arxiv', 'europepmc']);
  expect(res.warning).toMatch(/malformed entr/);
  // asked again, the local index answers without a fan-out
  const before = standIns.requests.length;
  const again = await searchPapers(deps, { query: 'crispr base editor deamination', k: 3 });
  expect(again.results).toHaveLength(3);
  expect(standIns.requests.length).toBe(before);
});

it('an arXiv paper Europe PMC also knows (by its DOI) is one record with the ids and fields of both', async () => {
  const paper = standIns.corpus.find((p) => p.arxiv && p.doi && p.topic === 1)!;
  // first from Europe PMC (a preprint record: DOI, PPR id, no categories) ...
  const viaDoi = await readPaper(deps, `doi:${paper.doi}`, {});
  expect(viaDoi.paper.categories).toBeUndefined();
  // ... then from arXiv through a search fan-out, merged into the same paper by the DOI
  await searchPapers(deps, { query: paper.title, k: 10 });
  const viaArxiv = await readPaper(deps, `arxiv:${paper.arxiv}`, {});
  expect(viaArxiv.paper.paperId).toBe(viaDoi.paper.paperId);
  expect(viaArxiv.paper.ids).toMatchObject({ arxiv: [paper.arxiv], doi: [paper.doi], ppr: [expect.stringMatching(/^PPR/)] });
  expect(viaArxiv.paper).toMatchObject({ primaryId: `arxiv:${paper.arxiv}`, categories: ['cs.CV'], createdDate: paper.published });
  expect(viaArxiv.paper.authors).toBe(paper.authors.map((a) => a.name).join(', '));
});

it('ids: malformed is a 400, unknown a 404 (after asking the sources)', async () => {
  await expect(readPaper(deps, 'arxiv:nonsense', {})).rejects.toMatchObject({ status: 400 });
  const unknown = await readPaper(deps, 'pmid:1', {}).catch((e: unknown) => e);
  expect(unknown).toBeInstanceOf(ApiError);
  expect(unknown).toMatchObject({ status: 404, code: 'PAPER_NOT_FOUND' });
  await expect(readPaper(deps, '999999999', {})).rejects.toMatchObject({ status: 404 });
});

it('a passage read fetches and splits the JATS full text once, then ranks passages', async () => {
  const open = standIns.corpus.find((p) => p.pmcid && p.topic === 9)!;
  const res = await readPaper(deps, `pmid:${open.pmid}`, { query: 'measured with a standard protocol', k: 2 });
  expect(res.passages!.length).toBeGreaterThanOrEqual(1);
  expect(res.passages![0]!.text).toContain('We measured');
  expect(res.passages![0]!.section).toBe('Methods');
  const fetches = standIns.requests.filter((r) => r.path.includes('fullTextXML')).length;
  await readPaper(deps, `pmid:${open.pmid}`, { query: 'protocol', k: 1 });
  expect(standIns.requests.filter((r) => r.path.includes('fullTextXML')).length).toBe(fetches);

  const closed = standIns.corpus.find((p) => p.pmid && !p.pmcid)!;
  const none = await readPaper(deps, `pmid:${closed.pmid}`, { query: 'anything', k: 4 });
  expect(none.passages).toEqual([]);
  expect(none.note).toMatch(/No open full text/);
});

it('similar: citers and references from Europe PMC, and co-citation ranking with signals', async () => {
  const seed = standIns.corpus.filter((p) => p.topic === 10 && p.pmid).find((p) => standIns.corpus.some((q) => q.cites.includes(p.n)) && p.cites.length > 0)!;
  const citers = await similarPapers(deps, `pmid:${seed.pmid}`, { intent: 'amyloid biomarker', mode: 'citers', k: 50 });
  const expected = standIns.corpus.filter((q) => q.cites.includes(seed.n)).map((q) => `pmid:${q.pmid}`).sort();
  expect(citers.results.map((r) => r.primaryId).sort()).toEqual(expected);
  expect(citers.poolSize).toBe(expected.length);
  const refs = await similarPapers(deps, `pmid:${seed.pmid}`, { intent: 'amyloid', mode: 'references', k: 50 });
  expect(refs.results.map((r) => r.primaryId).sort()).toEqual(seed.cites.map((n) => `pmid:${standIns.corpus[n]!.pmid}`).sort());
  expect(refs.warning).toMatch(/malformed/);
  const similar = await similarPapers(deps, `pmid:${seed.pmid}`, { intent: 'amyloid tau', mode: 'similar', k: 5 });
  expect(similar.results.length).toBeGreaterThan(0);
  expect(similar.results[0]!.signals).toEqual({ structural: expect.any(Number), semantic: expect.any(Number), articleRank: expect.any(Number), seedOverlap: expect.any(Number) });
});

it('similar on an arXiv-only paper answers an empty pool with a note and a warning, not an error', async () => {
  const arxivOnly = standIns.corpus.find((p) => p.arxiv && !p.doi)!;
  const res = await similarPapers(deps, `arxiv:${arxivOnly.arxiv}`, { intent: 'x', mode: 'citers', k: 5 });
  expect(res).toMatchObject({ results: [], poolSize: 0, truncated: false });
  expect(res.note).toMatch(/No citers/);
  expect(res.warning).toMatch(/No citation source/);
});

it('a source that is down is a warning, never a failure', async () => {
  const dead = createResearchSources({ europepmcUrl: 'http://127.0.0.1:9', arxivUrl: 'http://127.0.0.1:9' });
  const down = { ...deps, fill: (task: ResearchFillTask, budgetMs: number) => runResearchFill({ jobId: '00000000-0000-4000-8000-000000000000', deadlineAt: Date.now() + budgetMs, task }, { db, sources: dead }) };
  const res = await searchPapers(down, { query: 'zebra finch song learning', k: 5 });
  expect(res.results).toEqual([]);
  expect(res.warning).toMatch(/Europe PMC: unreachable.*arXiv: unreachable|arXiv: unreachable.*Europe PMC: unreachable/);
});

it('an ingest run pages through arXiv with a date window and records its progress', async () => {
  const run = await createResearchIngestRun(db, { source: 'arxiv', query: 'cat:cs.CL', fromDate: '2018-01-01', toDate: '2030-01-01', maxPapers: 500 });
  const sources = createResearchSources({ europepmcUrl: standIns.europepmcUrl, arxivUrl: standIns.arxivUrl, arxivMinIntervalMs: 10 });
  const out = await runResearchIngest({ runId: run.id, source: 'arxiv', query: 'cat:cs.CL', from: '2018-01-01', to: '2030-01-01', max: 500 }, { db, sources }, new AbortController().signal);
  const inCorpus = standIns.corpus.filter((p) => p.arxiv && p.categories.includes('cs.CL')).length;
  expect(out.stored).toBe(inCorpus);
  expect(out.failures).toBe(1); // the malformed entry of the first page
  expect(await readResearchIngestRun(db, run.id)).toMatchObject({ status: 'completed', stored: inCorpus, failures: 1, lastError: expect.stringMatching(/no valid arXiv id/) });
  const filtered = await searchPapers({ ...deps, fill: undefined }, { query: 'language model', k: 500, categories: ['cs.CL'] });
  const clIds = new Set(standIns.corpus.filter((p) => p.categories.includes('cs.CL')).map((p) => `arxiv:${p.arxiv}`));
  expect(filtered.results.length).toBeGreaterThan(inCorpus / 2);
  expect(filtered.results.every((r) => clIds.has(r.primaryId))).toBe(true);
});

it('a PubMed ingest pages through E-utilities (esearch + efetch) with a date window, past a 429', async () => {
  const run = await createResearchIngestRun(db, { source: 'pubmed', query: 'malaria', fromDate: '2020-01-01', toDate: '2030-01-01', maxPapers: 1000 });
  const sources = createResearchSources({ europepmcUrl: standIns.europepmcUrl, arxivUrl: standIns.arxivUrl, pubmedUrl: standIns.pubmedUrl });
  const out = await runResearchIngest({ runId: run.id, source: 'pubmed', query: 'malaria', from: '2020-01-01', to: '2030-01-01', max: 1000 }, { db, sources }, new AbortController().signal);
  const expected = standIns.corpus.filter((p) => p.pmid && p.published >= '2020-01-01' && /malaria/i.test(`${p.title} ${p.abstract}`));
  expect(out.stored).toBe(expected.length);
  expect(out.failures).toBe(1); // the malformed article of the first efetch
  expect(standIns.requests.some((r) => r.api === 'pubmed' && r.status === 429)).toBe(true);
  expect(standIns.requests.some((r) => r.api === 'pubmed' && r.path.includes('tool=wsa-research-index'))).toBe(true);
  const paper = await readPaper(deps, `pmid:${expected[0]!.pmid}`, {});
  expect(paper.paper).toMatchObject({ title: expected[0]!.title, createdDate: expected[0]!.published, categories: ['malaria'] });
});

it('citers and references of a PubMed-sourced paper come from PubMed elink (cited-by, refs), stored and linked', async () => {
  const pubmedDeps = (sources: ReturnType<typeof createResearchSources>) => ({
    ...deps, fill: (task: ResearchFillTask, budgetMs: number) => runResearchFill({ jobId: '00000000-0000-4000-8000-000000000000', deadlineAt: Date.now() + budgetMs, task }, { db, sources }),
  });
  const sources = createResearchSources({ europepmcUrl: standIns.europepmcUrl, arxivUrl: standIns.arxivUrl, pubmedUrl: standIns.pubmedUrl });
  // a paper the PubMed ingest stored (source pubmed) whose citation graph was never asked, with citers on PubMed
  const rows = await db.sql.query<{ value: string }>`
    SELECT i.value FROM research_papers p JOIN research_paper_ids i ON i.paper_id = p.id AND i.namespace = 'pmid'
    WHERE p.source = 'pubmed' AND p.citers_filled_at IS NULL AND p.references_filled_at IS NULL ORDER BY p.id`;
  const onPubmed = standIns.corpus.filter((p) => p.pmid);
  const seed = rows.map((r) => onPubmed.find((p) => p.pmid === r.value)!).find((p) => p && onPubmed.some((x) => x.cites.includes(p.n)) && p.cites.some((n) => onPubmed.some((x) => x.n === n)))!;
  expect(seed).toBeDefined();
  const before = standIns.requests.length;
  const citers = await similarPapers(pubmedDeps(sources), `pmid:${seed.pmid}`, { intent: 'malaria', mode: 'citers', k: 50 });
  const asked = standIns.requests.slice(before);
  expect(asked.some((r) => r.api === 'pubmed' && r.path.startsWith('/elink.fcgi') && r.path.includes('linkname=pubmed_pubmed_citedin') && r.path.includes(`id=${seed.pmid}`))).toBe(true);
  expect(asked.some((r) => r.api === 'europepmc' && /\/citations/.test(r.path))).toBe(false);
  const expectedCiters = onPubmed.filter((x) => x.cites.includes(seed.n)).map((x) => x.title).sort();
  expect(citers.results.map((r) => r.title).sort()).toEqual(expectedCiters);
  const refs = await similarPapers(pubmedDeps(sources), `pmid:${seed.pmid}`, { intent: 'malaria', mode: 'references', k: 50 });
  expect(refs.results.map((r) => r.title).sort()).toEqual(seed.cites.map((n) => onPubmed.find((x) => x.n === n)).filter(Boolean).map((x) => x!.title).sort());

  // Europe PMC down: a paper from Europe PMC with a PMID falls back to PubMed, with a warning
  const epmcDown = createResearchSources({ europepmcUrl: 'http://127.0.0.1:9', arxivUrl: standIns.arxivUrl, pubmedUrl: standIns.pubmedUrl });
  const other = await db.sql.query<{ value: string }>`
    SELECT i.value FROM research_papers p JOIN research_paper_ids i ON i.paper_id = p.id AND i.namespace = 'pmid'
    WHERE p.source <> 'pubmed' AND p.citers_filled_at IS NULL ORDER BY p.id LIMIT 1`;
  expect(other[0]).toBeDefined();
  const res = await similarPapers(pubmedDeps(epmcDown), `pmid:${other[0]!.value}`, { intent: 'x', mode: 'citers', k: 5 });
  expect(res.warning).toMatch(/PubMed was asked instead/);
});

it("similar: PubMed's similar articles (elink neighbor_score) join the graph's; unknown ones become records from esummary; later reads use the stored ones", async () => {
  const onPubmed = standIns.corpus.filter((p) => p.pmid);
  const held = new Set((await db.sql.query<{ value: string }>`SELECT value FROM research_paper_ids WHERE namespace = 'pmid'`).map((r) => r.value));
  const kin = (p: FixturePaper) => onPubmed.filter((x) => x !== p && x.topic === p.topic && x.subtopic === p.subtopic);
  // the similar articles the index lacks and the citation fill (which runs first) will not bring
  const linked = (p: FixturePaper, x: FixturePaper) => x.cites.includes(p.n) || p.cites.includes(x.n);
  const unknownKin = (p: FixturePaper) => kin(p).filter((x) => !held.has(x.pmid!) && !linked(p, x));
  // a stored PubMed paper with at least two of those
  const seed = onPubmed.find((p) => held.has(p.pmid!) && unknownKin(p).length >= 2)!;
  expect(seed).toBeDefined();
  const query = { intent: seed.title, mode: 'similar' as const, k: 500 };
  const before = standIns.requests.length;
  const res = await similarPapers(deps, `pmid:${seed.pmid}`, query);
  const asked = standIns.requests.slice(before).filter((r) => r.api === 'pubmed');
  expect(asked.some((r) => r.path.startsWith('/elink.fcgi') && r.path.includes('cmd=neighbor_score') && r.path.includes('linkname=pubmed_pubmed&') && r.path.includes(`id=${seed.pmid}`))).toBe(true);
  const summaries = asked.filter((r) => r.path.startsWith('/esummary.fcgi'));
  expect(summaries).toHaveLength(1);
  const summarised = new URL(summaries[0]!.path, 'http://x').searchParams.get('id')!.split(',');
  // only PMIDs the index lacked were summarised, and all of those no other fill brought
  expect(kin(seed).filter((x) => !held.has(x.pmid!)).map((x) => x.pmid)).toEqual(expect.arrayContaining(summarised));
  expect(summarised).toEqual(expect.arrayContaining(unknownKin(seed).map((x) => x.pmid)));
  // the stand-in damages the second summary (no title): skipped with a warning (that paper is a
  // result only if the citation fill stored it); every other similar article is a result with its title
  expect(res.warning).toMatch(/PubMed answered 1 unusable summary/);
  const resultOf = (pmid: string) => res.results.find((r) => r.ids?.pmid?.includes(pmid));
  for (const x of kin(seed).filter((k) => k.pmid !== summarised[1])) expect(resultOf(x.pmid!)?.title).toBe(x.title);
  // stored with PubMed's score (each similar article the index holds), and the paper marked so the next read does not ask again
  const nowHeld = new Set((await db.sql.query<{ value: string }>`SELECT value FROM research_paper_ids WHERE namespace = 'pmid'`).map((r) => r.value));
  const rows = await db.sql.query<{ n: number }>`
    SELECT count(*)::int AS n FROM research_paper_similar s JOIN research_paper_ids i ON i.paper_id = s.paper_id AND i.namespace = 'pmid' AND i.value = ${seed.pmid!}
    WHERE s.source = 'pubmed' AND s.score > 0`;
  expect(rows[0]!.n).toBe(kin(seed).filter((x) => nowHeld.has(x.pmid!)).length);
  const again = standIns.requests.length;
  const second = await similarPapers(deps, `pmid:${seed.pmid}`, query);
  expect(standIns.requests.slice(again).some((r) => r.api === 'pubmed')).toBe(false);
  expect(second.results.map((r) => r.paperId).sort()).toEqual(res.results.map((r) => r.paperId).sort());
  // citers/references modes stay the citation graph only
  const citers = await similarPapers(deps, `pmid:${seed.pmid}`, { ...query, mode: 'citers' });
  expect(citers.results.map((r) => r.ids?.pmid?.[0])).not.toContain(summarised[0]);
});

it('a bioRxiv ingest lists a date window page by page (one row per version, a malformed row), one paper per DOI', async () => {
  const run = await createResearchIngestRun(db, { source: 'biorxiv', query: '', fromDate: '2018-01-01', toDate: '2030-01-01', maxPapers: 1000 });
  const sources = createResearchSources({ europepmcUrl: standIns.europepmcUrl, arxivUrl: standIns.arxivUrl, biorxivUrl: standIns.biorxivUrl });
  const out = await runResearchIngest({ runId: run.id, source: 'biorxiv', query: '', from: '2018-01-01', to: '2030-01-01', max: 1000 }, { db, sources }, new AbortController().signal);
  const preprints = standIns.corpus.filter((p) => p.ppr);
  expect(out.failures).toBe(1);
  expect(out.fetched).toBe(preprints.length * 2 + 1);
  expect(standIns.requests.filter((r) => r.api === 'biorxiv').length).toBeGreaterThan(2);
  const one = await readPaper(deps, `doi:${preprints[0]!.doi}`, {});
  expect(one.paper.categories).toEqual(expect.arrayContaining([expect.any(String)]));
  expect(await db.researchPaperId.count({ where: { namespace: 'doi', value: { in: preprints.map((p) => p.doi!) } } })).toBe(preprints.length);
});

it('HyDE: with a chat model, the rerank embeds a hypothetical abstract of the query beside it', async () => {
  const model = await startOpenAiStandIn();
  try {
    const llm = createLlm(llmSettings({ LLM_BASE_URL: model.url, LLM_MODEL: 'stand-in-chat', LLM_EMBEDDING_MODEL: 'stand-in-embed', LLM_MAX_CONCURRENCY: 2, LLM_TIMEOUT_MS: 5000, LLM_CONTEXT_TOKENS: 4096, LLM_MAX_OUTPUT_TOKENS: 512 } as never)!);
    const local = { ...deps, fill: undefined, embed: (texts: string[]) => llm.embed!('research', texts) };
    const query = 'crispr base editor deamination';
    const plain = await searchPapers(local, { query, k: 10 });
    expect(plain.results.length).toBeGreaterThan(2);
    // the model "writes" the abstract of the paper the query alone ranks last: its vocabulary lifts it
    const last = plain.results[plain.results.length - 1]!;
    const stored = standIns.corpus.find((p) => p.title === last.title)!;
    model.behave({ reply: (chat) => (chat.messages.some((m) => /hypothetical|abstract of a research paper/i.test(m.content)) ? stored.abstract : undefined) });
    const hyde = await searchPapers({ ...local, hypothesize: (q, signal) => hypotheticalAbstract(llm, q, signal), hydeBudgetMs: 5000 }, { query, k: 10 });
    expect(hyde.warning).toBeUndefined();
    const chat = model.requests.find((r) => r.path === '/v1/chat/completions')!;
    expect(chat.messages.find((m) => m.role === 'user')!.content).toBe(`Search: ${query}`);
    // the embeddings call carried the query, then the hypothetical abstract, then the candidates
    const embedded = model.requests.filter((r) => r.path === '/v1/embeddings');
    expect(embedded.length).toBe(2);
    const rank = (res: typeof plain) => res.results.findIndex((r) => r.title === last.title);
    expect(rank(hyde)).toBeLessThan(rank(plain));

    // a model that does not answer in the budget: reranked by the query alone, with a warning
    model.behave({ delayMs: 1500 });
    const slow = await searchPapers({ ...local, hypothesize: (q, signal) => hypotheticalAbstract(llm, q, signal), hydeBudgetMs: 300 }, { query, k: 10 });
    expect(slow.warning).toMatch(/HyDE\) took longer than 300 ms/);
    expect(slow.results.map((r) => r.title)).toEqual(plain.results.map((r) => r.title));
  } finally {
    await model.close();
  }
});

it('arXiv full text: the HTML rendering, else the PDF (through the scrape port), split into passages; neither is "no full text"', async () => {
  // the search worker's port scrapes through the scrape queue; here the page is fetched and made
  // markdown the way the scrape workers do it for these two formats (headings, paragraphs; PDF text)
  const scraped: string[] = [];
  const scrape = async (url: string) => {
    scraped.push(url);
    const res = await fetch(url);
    if (res.status >= 400) return { ok: false as const, error: `HTTP ${res.status}` };
    if (url.includes('/pdf/')) {
      const pdf = await parsePdf(new Uint8Array(await res.arrayBuffer()), { mode: 'fast', pages: false, blocks: false, pageMarkers: false, timeoutMs: 20000 });
      return { ok: true as const, markdown: pdf.markdown };
    }
    const html = await res.text();
    const main = /<article[^>]*>([\s\S]*)<\/article>/.exec(html)?.[1] ?? '';
    const markdown = main.replace(/<h2[^>]*>([\s\S]*?)<\/h2>/g, '\n\n## $1\n\n').replace(/<h1[^>]*>[\s\S]*?<\/h1>/, '').replace(/<\/p>/g, '\n\n').replace(/<[^>]+>/g, '');
    return { ok: true as const, markdown };
  };
  const sources = createResearchSources({ europepmcUrl: standIns.europepmcUrl, arxivUrl: standIns.arxivUrl, arxivMinIntervalMs: 10 });
  const withText = { ...deps, fill: (task: ResearchFillTask, budgetMs: number) => runResearchFill({ jobId: '00000000-0000-4000-8000-000000000000', deadlineAt: Date.now() + budgetMs, task }, { db, sources, arxivFullText: { baseUrl: standIns.arxivUrl, scrape } }) };
  // arXiv-only papers (no PMC full text), the first three: HTML, PDF, neither
  const [html, pdf, none] = standIns.corpus.filter((p) => p.arxiv).slice(0, 3) as [FixturePaper, FixturePaper, FixturePaper];
  expect(html.pmcid ?? pdf.pmcid ?? none.pmcid).toBeUndefined();
  const q = { query: 'experiments benchmarks ablation table', k: 2 };

  const fromHtml = await readPaper(withText, `arxiv:${html.arxiv}`, q);
  expect(fromHtml.passages?.[0]).toMatchObject({ text: arxivExperimentsText(html), section: expect.stringMatching(/Experiments/) });
  expect(scraped).toEqual([`${standIns.arxivUrl}/html/${html.arxiv}`]);

  const fromPdf = await readPaper(withText, `arxiv:${pdf.arxiv}`, q);
  // the PDF's text lines (the stand-in's PDF has one paragraph set in lines)
  expect(fromPdf.note).toBeUndefined();
  expect(fromPdf.passages?.[0]?.text).toMatch(/ablation/);
  expect(scraped.slice(1)).toEqual([`${standIns.arxivUrl}/html/${pdf.arxiv}`, `${standIns.arxivUrl}/pdf/${pdf.arxiv}`]);

  const without = await readPaper(withText, `arxiv:${none.arxiv}`, q);
  expect(without).toMatchObject({ passages: [], note: expect.stringMatching(/No open full text/) });
  // a definite answer: not asked again
  const before = scraped.length;
  await readPaper(withText, `arxiv:${none.arxiv}`, q);
  expect(scraped.length).toBe(before);
});

it('OpenAlex (only with a key): the citation graph of an arXiv-only paper, cursor-paged, past a 429 and a malformed work', async () => {
  const sources = createResearchSources({ europepmcUrl: standIns.europepmcUrl, arxivUrl: standIns.arxivUrl, arxivMinIntervalMs: 10, openalexUrl: standIns.openalexUrl, openalexApiKey: 'oa-test-key' });
  const withGraph = { ...deps, fill: (task: ResearchFillTask, budgetMs: number) => runResearchFill({ jobId: '00000000-0000-4000-8000-000000000000', deadlineAt: Date.now() + budgetMs, task }, { db, sources }) };
  const arxivOnlyPapers = standIns.corpus.filter((p) => p.arxiv && !p.pmid && !p.pmcid && !p.ppr);
  const citersOf = (p: FixturePaper) => standIns.corpus.filter((x) => x.cites.includes(p.n));
  // a seed cited more than one page's worth (5) and citing others, not asked before
  const seed = arxivOnlyPapers.slice(10).find((p) => citersOf(p).length > 5 && p.cites.length > 0)!;
  expect(seed).toBeDefined();
  const citers = await similarPapers(withGraph, `arxiv:${seed.arxiv}`, { intent: 'model', mode: 'citers', k: 100 });
  expect(citers.results.map((r) => r.title).sort()).toEqual(citersOf(seed).map((p) => p.title).sort());
  expect(citers.warning).toMatch(/OpenAlex answered 1 malformed entry/);
  const asked = standIns.requests.filter((r) => r.api === 'openalex');
  expect(asked.some((r) => r.status === 429)).toBe(true);
  expect(asked.filter((r) => r.path.startsWith('/works?') && r.path.includes('filter=cites')).length).toBeGreaterThan(1);
  expect(asked.filter((r) => r.status === 200).every((r) => r.path.includes('api_key=oa-test-key'))).toBe(true);
  const refs = await similarPapers(withGraph, `arxiv:${seed.arxiv}`, { intent: 'model', mode: 'references', k: 100 });
  expect(refs.results.map((r) => r.title).sort()).toEqual(seed.cites.map((n) => standIns.corpus.find((p) => p.n === n)!.title).sort());

  // a wrong key: a warning, not a failure
  // a paper whose citers were never asked (earlier tests filled some graphs)
  const asked2 = new Set((await db.sql.query<{ value: string }>`
    SELECT i.value FROM research_papers p JOIN research_paper_ids i ON i.paper_id = p.id AND i.namespace = 'arxiv' WHERE p.citers_filled_at IS NOT NULL`).map((r) => r.value));
  const other = arxivOnlyPapers.slice(10).find((p) => p !== seed && !p.doi && citersOf(p).length > 0 && !asked2.has(p.arxiv!))!;
  const badKey = createResearchSources({ europepmcUrl: standIns.europepmcUrl, arxivUrl: standIns.arxivUrl, arxivMinIntervalMs: 10, openalexUrl: standIns.openalexUrl, openalexApiKey: 'wrong' });
  const refused = await similarPapers({ ...deps, fill: (task: ResearchFillTask, budgetMs: number) => runResearchFill({ jobId: '00000000-0000-4000-8000-000000000000', deadlineAt: Date.now() + budgetMs, task }, { db, sources: badKey }) }, `arxiv:${other.arxiv}`, { intent: 'x', mode: 'citers', k: 5 });
  expect(refused.results).toEqual([]);
  expect(refused.warning).toMatch(/OpenAlex: HTTP 403/);
});
