import Firecrawl from '@mendable/firecrawl-js';
import { closeDb, createDb } from '@wsa/db';
import { searchPapers } from '@wsa/research-index/query';
import { freePort, startResearchStandIns, startStack, type FixturePaper, type ResearchStandIns, type Stack } from '@wsa/testing';

// `npm start` with LLM_EMBEDDING_MODEL=universal-sentence-encoder and no model endpoint: the stack
// runs the embedded engine with the bundled sentence encoder (real weights), the gateway reranks
// paper searches with it, and the chat features still say no model is configured.
let stack: Stack;
let papers: ResearchStandIns;
let enginePort: number;

const paper = (n: number, title: string, abstract: string): FixturePaper => ({
  n, topic: 0, subtopic: 0, title, abstract, authors: [{ name: 'Ada Lovelace', affiliation: 'MIT' }], categories: ['q-bio.TO'],
  published: '2024-03-01', pmid: String(31000000 + n), doi: `10.1000/rerank.${n}`, cites: [],
});
// the botnet paper says "heart" and "attack" more often, the phrase first in its title (the text
// rank's favourite: 1.44 against 1.35, ts_rank_cd plus the all-terms bonus); the other is about
// heart attacks (myocardial infarction), which is what the two words mean together (cosine to the
// query about 0.46 against 0.24), and the rerank's blend puts it first (0.70 against 0.62)
const BOTNET = paper(1, 'Heart attack: a botnet that strikes at the heart of the network', 'The malware attacks routers and spreads from node to node.');
const CLINICAL = paper(2, 'Survival after a heart attack', 'Myocardial infarction patients treated with coronary stents: mortality and cardiac events one year later.');

beforeAll(async () => {
  papers = await startResearchStandIns({ corpus: [BOTNET, CLINICAL] });
  enginePort = await freePort();
  stack = await startStack({
    LLM_EMBEDDING_MODEL: 'universal-sentence-encoder', LLM_BASE_URL: '', LLM_GGUF_PATH: '', LLM_ENGINE_PORT: String(enginePort),
    EUROPEPMC_API_URL: papers.europepmcUrl, ARXIV_API_URL: papers.arxivUrl, ARXIV_FULLTEXT_URL: papers.arxivUrl, PUBMED_EUTILS_URL: papers.pubmedUrl, BIORXIV_API_URL: papers.biorxivUrl,
  });
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await papers?.close();
});

it('runs the engine with only the sentence encoder, and /ready waits for it', async () => {
  const ready = await fetch(`${stack.baseUrl}/ready`);
  expect(((await ready.json()) as { checks: Record<string, boolean> }).checks).toMatchObject({ llmEngine: true });
  const models = (await (await fetch(`http://127.0.0.1:${enginePort}/v1/models`)).json()) as { data: Array<{ id: string }> };
  expect(models.data.map((m) => m.id)).toEqual(['universal-sentence-encoder']);
});

it('reranks a paper search by meaning: the text rank puts the keyword-heavy paper first, the rerank the one about heart attacks', async () => {
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'rerank-team', '--credits', '10');
  const client = new Firecrawl({ apiKey: String(apiKey), apiUrl: stack.baseUrl });
  const res = await client.research.searchPapers('heart attack', { k: 2 });
  expect((res as { warning?: string }).warning).toBeUndefined();
  expect(res.results.map((r) => r.primaryId)).toEqual([`pmid:${CLINICAL.pmid}`, `pmid:${BOTNET.pmid}`]);

  // the same papers in the same database ranked by the text rank alone: the other order
  const db = createDb(stack.env.DATABASE_URL!, { poolSize: 1 });
  try {
    const textOnly = await searchPapers({ db, fillBudgetMs: 0, minLocalHits: 0 }, { query: 'heart attack', k: 2 });
    expect(textOnly.results.map((r) => r.primaryId)).toEqual([`pmid:${BOTNET.pmid}`, `pmid:${CLINICAL.pmid}`]);
  } finally {
    await closeDb(db);
  }
});

it('keeps the chat features unavailable: embeddings are not a chat model (400 FEATURE_NOT_AVAILABLE naming LLM_BASE_URL)', async () => {
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'rerank-chat', '--credits', '10');
  const res = await fetch(`${stack.baseUrl}/v2/scrape`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ url: 'https://example.com/', formats: ['summary'] }),
  });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: string; error: string; details: { setting: string } };
  expect(body.code).toBe('FEATURE_NOT_AVAILABLE');
  expect(body.error).toContain('LLM_BASE_URL');
  expect(body.details.setting).toBe('LLM_BASE_URL');
});
