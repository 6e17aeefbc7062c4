// Local-index search latency at growing index sizes (default 10k and 100k pages), and the overhead
// of the whole POST /v2/search call over the provider's own latency. Prints figures; see README.md.
import { Client } from 'pg';
import { bulkInsertIndexedPages, closeDb, countIndexedPages, createDb, createLocalIndexStore } from '@wsa/db';
import { createLocalProvider, type LocalIndexStore, type SearchProvider } from '@wsa/search';
import { createTestDatabase, startStack, type Stack } from '@wsa/testing';
import { loadJudgedQueries } from './judged-set';
import { benchQueries, loadCorpus, seededRandom, syntheticPage } from './synthetic-pages';

const SIZES = (process.env.PAGES ?? '10000,100000').split(',').map(Number);
const QUERIES = Number(process.env.QUERIES ?? 300);
const WARMUP = 20;
const BATCH = 1000;
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3410);
const HTTP_QUERIES = Number(process.env.HTTP_QUERIES ?? 200);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  // BENCH_DATABASE_URL: a migrated database kept afterwards (SKIP_LOAD=1 re-times what it holds)
  const database = process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined } : await createTestDatabase();
  const db = createDb(database.url, { poolSize: 4 });
  const pg = new Client({ connectionString: database.url });
  await pg.connect();
  const corpus = loadCorpus();
  const rnd = seededRandom(42);
  const queries = benchQueries(corpus, loadJudgedQueries().map((q) => q.query), QUERIES, seededRandom(7));
  let stack: Stack | undefined;
  try {
    let loaded = process.env.SKIP_LOAD ? await countIndexedPages(db) : 0;
    for (const size of SIZES) {
      if (process.env.SKIP_LOAD && size !== loaded) continue;
      // bulk load without the GIN index, then build it once (as an operator's bulk import would)
      if (!process.env.SKIP_LOAD) await pg.query('DROP INDEX IF EXISTS indexed_pages_search_vector_idx');
      const started = Date.now();
      while (loaded < size) {
        const batch = Array.from({ length: Math.min(BATCH, size - loaded) }, (_, k) => syntheticPage(loaded + k, corpus, rnd));
        await bulkInsertIndexedPages(db, batch);
        loaded += batch.length;
        if (loaded % 10_000 === 0) process.stderr.write(`loaded ${loaded}\n`);
      }
      const loadS = (Date.now() - started) / 1000;
      const idx = Date.now();
      await pg.query('CREATE INDEX IF NOT EXISTS indexed_pages_search_vector_idx ON indexed_pages USING GIN (search_vector)');
      await pg.query('VACUUM ANALYZE indexed_pages');
      await pg.query('VACUUM ANALYZE indexed_postings');
      const size_ = await pg.query<{ s: string }>("SELECT pg_size_pretty(pg_total_relation_size('indexed_pages')) AS s");
      console.log(`\n${await countIndexedPages(db)} pages: loaded in ${loadS.toFixed(0)} s, GIN built in ${((Date.now() - idx) / 1000).toFixed(0)} s, table+indexes ${size_.rows[0].s}`);
      const counted = countingStore(createLocalIndexStore(db));
      const provider = createLocalProvider({ store: counted.store });
      for (const q of queries.slice(0, WARMUP)) await search(provider, q);
      counted.reset();
      const times: number[] = [];
      const timesCold: number[] = [];
      const timesCountry: number[] = [];
      for (const q of queries) {
        // a fresh provider has empty term-statistics caches: the first query of a process
        if (timesCold.length < 50) timesCold.push(await timed(() => search(createLocalProvider({ store: createLocalIndexStore(db) }), q)));
        times.push(await timed(() => search(provider, q)));
        // with a country (every HTTP request has one, US by default): the boost reads the candidates' countries
        timesCountry.push(await timed(() => search(provider, q, 'us')));
      }
      console.log(`local provider, ${queries.length} queries (limit 10, web): p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  max ${ms(Math.max(...times))}`);
      console.log(`  the same with country us (country boost): p50 ${ms(pct(timesCountry, 50))}  p95 ${ms(pct(timesCountry, 95))}`);
      console.log(`  first stage: ${counted.impact} postings reads, ${counted.gin} GIN rankings (few matches, or the postings did not answer) for ${queries.length * 2} searches (each query without and with a country)`);
      console.log(`  with cold term caches (50 queries, new provider each): p50 ${ms(pct(timesCold, 50))}  p95 ${ms(pct(timesCold, 95))}`);
    }
    // the whole call: gateway -> queue -> search worker (local provider) -> answer
    if (process.env.SKIP_HTTP) return;
    // no stand-ins: the chain is the local provider alone, and nothing else is searched
    const unused = 'http://127.0.0.1:9';
    stack = await startStack({ DUCKDUCKGO_URL: unused, EUROPEPMC_API_URL: unused, ARXIV_API_URL: unused, PUBMED_EUTILS_URL: unused, BIORXIV_API_URL: unused, DATABASE_URL: database.url, SEARCH_PROVIDERS: 'local', PORT: String(BENCH_PORT), PUBLIC_URL: `http://127.0.0.1:${BENCH_PORT}` });
    const key = (await stack.admin('keys', 'create', '--team', 'bench', '--credits', '1000000')).apiKey as string;
    const provider = createLocalProvider({ store: createLocalIndexStore(db) });
    const httpQueries = queries.slice(0, HTTP_QUERIES);
    for (const q of httpQueries.slice(0, WARMUP)) await post(stack.baseUrl, key, q, undefined);
    const providerTimes: number[] = [];
    const httpTimes: number[] = [];
    const highlightTimes: number[] = [];
    for (const q of httpQueries) {
      // the call carries the default country (us): the provider alone is asked the same
      providerTimes.push(await timed(() => search(provider, q, 'us')));
      // like for like: the provider alone is asked without highlights too
      httpTimes.push(await timed(() => post(stack!.baseUrl, key, q, false)));
      // the default call: descriptions become passages of each result's page text (read from the local index)
      highlightTimes.push(await timed(() => post(stack!.baseUrl, key, q, undefined)));
    }
    console.log(`\nPOST /v2/search (limit 10, highlights false, ${httpQueries.length} queries, ${loaded} pages): p50 ${ms(pct(httpTimes, 50))}  p95 ${ms(pct(httpTimes, 95))}`);
    console.log(`provider alone on the same queries: p50 ${ms(pct(providerTimes, 50))}  p95 ${ms(pct(providerTimes, 95))}`);
    console.log(`overhead of the call over the provider: p50 ${ms(pct(httpTimes, 50) - pct(providerTimes, 50))}`);
    console.log(`the default call (highlights from page text): p50 ${ms(pct(highlightTimes, 50))}  p95 ${ms(pct(highlightTimes, 95))}`);
  } finally {
    await stack?.stop();
    await pg.end();
    await closeDb(db);
    await database.drop();
  }
}

/** The store with a count of each first stage it ran (postings, and GIN rankings). */
function countingStore(store: LocalIndexStore) {
  const c: { impact: number; gin: number; reset: () => void; store: LocalIndexStore } = {
    impact: 0,
    gin: 0,
    reset: () => void ((c.impact = 0), (c.gin = 0)),
    store: {
      ...store,
      rankByImpact: (p: Parameters<LocalIndexStore['rankByImpact']>[0]) => ((c.impact += 1), store.rankByImpact(p)),
      rank: (p: Parameters<LocalIndexStore['rank']>[0]) => ((c.gin += 1), store.rank(p)),
    } as LocalIndexStore,
  };
  return c;
}

function search(provider: SearchProvider, query: string, country?: string) {
  return provider.search({ query, limit: 10, sources: [{ type: 'web' }], categories: [], highlights: false, ignoreInvalidURLs: false, timeoutMs: 10_000, country });
}

async function post(baseUrl: string, key: string, query: string, highlights: boolean | undefined): Promise<void> {
  const res = await fetch(`${baseUrl}/v2/search`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ query, limit: 10, highlights }) });
  if (res.status !== 200) throw new Error(`POST /v2/search answered ${res.status}: ${await res.text()}`);
  await res.json();
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
