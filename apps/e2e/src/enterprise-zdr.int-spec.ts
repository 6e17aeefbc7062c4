import http from 'http';
import type { AddressInfo } from 'net';
import { closeDb, createDb, type Db } from '@wsa/db';
import { createRedis, type RedisConnection } from '@wsa/queue';
import { startStack, type Stack } from '@wsa/testing';

// Zero data retention through the whole service (npm start): enterprise-only, and after the answer
// nothing about the request is left in the tables, in Redis or in the logs (at info level).
let stack: Stack;
let server: http.Server;
let site: string;
let db: Db;
let redis: RedisConnection;
let hits: Record<string, number>;
let enterpriseKey: string;
let plainKey: string;

const MARKER = 'zdrmarker7f3a';
const SECRET_TEXT = `The private figure is ${MARKER} and must not be kept anywhere.`;

beforeAll(async () => {
  hits = {};
  server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits[path] = (hits[path] ?? 0) + 1;
    // the same server stands in for SearXNG (its /search JSON wire format): results on this site
    if (path === '/search') {
      const results = [1, 2, 3].map((n) => ({ url: `${site}/private?token=${MARKER}&n=${n}`, title: `Private result ${n}`, content: 'A result of the stand-in search.', engine: 'stand-in', category: 'general' }));
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ query: 'q', number_of_results: 3, results, unresponsive_engines: [] }));
    }
    const title = path === '/public' ? 'Public page' : `Private ${MARKER}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<html><head><title>${title}</title></head><body><main><article>
      <h1>${title}</h1><p>${path === '/public' ? 'An ordinary public page that anyone may cache for a while.' : SECRET_TEXT}</p>
      <p>A second paragraph so that the main content extraction keeps the article as it is.</p></article></main></body></html>`);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack({ LOG_LEVEL: 'info', SEARXNG_URL: site, SEARCH_PROVIDERS: 'searxng' });
  enterpriseKey = String((await stack.admin('keys', 'create', '--team', 'zdr-enterprise', '--credits', '200')).apiKey);
  await stack.admin('team', 'set', '--team', 'zdr-enterprise', '--enterprise', 'true');
  plainKey = String((await stack.admin('keys', 'create', '--team', 'zdr-plain', '--credits', '200')).apiKey);
  db = createDb(stack.env.DATABASE_URL, { poolSize: 2 });
  redis = createRedis(stack.env.REDIS_URL || 'redis://127.0.0.1:6379', 'e2e-zdr');
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await redis?.quit().catch(() => undefined);
  if (db) await closeDb(db);
  await new Promise<void>((ok) => server?.close(() => ok()));
});

async function post(path: string, key: string, body: unknown): Promise<{ status: number; body: Record<string, any> }> {
  const res = await fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** Every Redis key of this stack's queues, and every value in them that mentions `needle`. */
async function redisMentions(needle: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${stack.env.QUEUE_PREFIX}:*`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      if (key.includes(needle)) { found.push(key); continue; }
      const type = await redis.type(key);
      const dump = type === 'hash' ? JSON.stringify(await redis.hgetall(key))
        : type === 'stream' ? JSON.stringify(await redis.xrange(key, '-', '+'))
          : type === 'list' ? JSON.stringify(await redis.lrange(key, 0, -1))
            : type === 'zset' ? JSON.stringify(await redis.zrange(key, '0', '-1'))
              : type === 'string' ? String(await redis.get(key)) : '';
      if (dump.includes(needle)) found.push(key);
    }
  } while (cursor !== '0');
  return found;
}

async function jobRow(id: string) {
  const rows = await db.sql.query<{ target: string; options: unknown; result_title: string | null; error_message: string | null; credits_used: number; status: string }>`
    SELECT target, options, result_title, error_message, credits_used, status::text AS status FROM jobs WHERE id = ${id}::uuid`;
  return rows[0];
}

/** Rows mentioning the marker or the job, in every table a scrape or search could write to. */
async function leftovers(jobId: string): Promise<Record<string, number>> {
  const like = `%${MARKER}%`;
  const [r] = await db.sql.query<Record<string, string>>`
    SELECT
      (SELECT count(*) FROM job_results WHERE job_id = ${jobId}::uuid) AS job_results,
      (SELECT count(*) FROM scrape_cache WHERE url LIKE ${like} OR document::text LIKE ${like}) AS scrape_cache,
      (SELECT count(*) FROM credit_ledger WHERE reason LIKE ${like}) AS credit_ledger,
      (SELECT count(*) FROM change_tracking_snapshots WHERE url LIKE ${like}) AS snapshots,
      (SELECT count(*) FROM jobs WHERE target LIKE ${like} OR options::text LIKE ${like} OR coalesce(result_title, '') LIKE ${like} OR coalesce(error_message, '') LIKE ${like}) AS jobs`;
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
}
const NOTHING = { job_results: 0, scrape_cache: 0, credit_ledger: 0, snapshots: 0, jobs: 0 };

it('zero data retention and search enterprise modes need an enterprise team: 403 ENTERPRISE_REQUIRED', async () => {
  const scrape = await post('/v2/scrape', plainKey, { url: `${site}/public`, zeroDataRetention: true });
  expect(scrape.status).toBe(403);
  expect(scrape.body).toMatchObject({ success: false, code: 'ENTERPRISE_REQUIRED' });
  expect(scrape.body.error).toMatch(/zeroDataRetention option needs an enterprise team/);
  const search = await post('/v2/search', plainKey, { query: 'typescript', enterprise: ['zdr'] });
  expect(search.status).toBe(403);
  expect(search.body).toMatchObject({ code: 'ENTERPRISE_REQUIRED' });
  const nested = await post('/v2/search', plainKey, { query: 'typescript', scrapeOptions: { zeroDataRetention: true } });
  expect(nested.body).toMatchObject({ code: 'ENTERPRISE_REQUIRED' });
  expect(nested.body.error).toMatch(/scrapeOptions\.zeroDataRetention/);
});

it('onlyCleanContent under zero data retention is a 400', async () => {
  const res = await post('/v2/search', enterpriseKey, { query: 'typescript', enterprise: ['zdr'], scrapeOptions: { onlyCleanContent: true } });
  expect(res.status).toBe(400);
});

it('a zdr scrape answers in full, costs 1 more, and leaves nothing behind', async () => {
  const url = `${site}/private?token=${MARKER}`;
  const res = await post('/v2/scrape', enterpriseKey, { url, zeroDataRetention: true });
  expect(res.status).toBe(200);
  expect(res.body.data.markdown).toContain(SECRET_TEXT);
  expect(res.body.data.metadata.creditsUsed).toBe(2);
  const jobId = String(res.body.data.metadata.scrapeId);

  const row = await jobRow(jobId);
  expect(row).toEqual({ target: '[zero data retention]', options: { zeroDataRetention: true }, result_title: null, error_message: null, credits_used: 2, status: 'completed' });
  expect(await leftovers(jobId)).toEqual(NOTHING);
  expect(await redisMentions(jobId)).toEqual([]);
  expect(await redisMentions(MARKER)).toEqual([]);

  // the same page again: nothing was cached, so the site is asked again
  const before = hits['/private'];
  const again = await post('/v2/scrape', enterpriseKey, { url, zeroDataRetention: true });
  expect(again.body.data.metadata.cacheState).toBe('miss');
  expect(hits['/private']).toBe(before + 1);
});

it('a zdr scrape does not read the cache either', async () => {
  const first = await post('/v2/scrape', enterpriseKey, { url: `${site}/public` });
  expect(first.status).toBe(200);
  // control: an ordinary job is still in Redis for a while, so the scan above does find leftovers
  expect((await redisMentions(String(first.body.data.metadata.scrapeId))).length).toBeGreaterThan(0);
  const cached = await post('/v2/scrape', enterpriseKey, { url: `${site}/public` });
  expect(cached.body.data.metadata.cacheState).toBe('hit');
  const before = hits['/public'];
  const zdr = await post('/v2/scrape', enterpriseKey, { url: `${site}/public`, zeroDataRetention: true });
  expect(zdr.body.data.metadata.cacheState).toBe('miss');
  expect(hits['/public']).toBe(before + 1);
});

it('search with enterprise zdr costs 5x, anon the normal price, and neither keeps the query', async () => {
  const query = `${MARKER} typescript`;
  const zdr = await post('/v2/search', enterpriseKey, { query, limit: 3, enterprise: ['zdr'] });
  expect(zdr.status).toBe(200);
  expect(zdr.body.data.web.length).toBe(3);
  expect(zdr.body.creditsUsed).toBe(10);
  const anon = await post('/v2/search', enterpriseKey, { query, limit: 3, enterprise: ['anon'] });
  expect(anon.body.creditsUsed).toBe(2);
  for (const id of [zdr.body.id, anon.body.id]) {
    expect(await jobRow(id)).toMatchObject({ target: '[zero data retention]', options: { zeroDataRetention: true }, status: 'completed' });
    expect(await leftovers(id)).toEqual(NOTHING);
    expect(await redisMentions(id)).toEqual([]);
  }
  expect(await redisMentions(MARKER)).toEqual([]);
});

it('search with scrapeOptions under zdr: result scrapes are zdr too (+1 each), and nothing of them is kept', async () => {
  const res = await post('/v2/search', enterpriseKey, { query: `${MARKER} pages`, limit: 2, enterprise: ['zdr'], scrapeOptions: { formats: ['markdown'] } });
  expect(res.status).toBe(200);
  expect(res.body.data.web).toHaveLength(2);
  for (const item of res.body.data.web) expect(item.markdown).toContain(SECRET_TEXT);
  // zdr search price (10 per 10 results) + 2 result scrapes at 1 + 1 for zero data retention
  expect(res.body.creditsUsed).toBe(10 + 2 * 2);
  expect(await leftovers(res.body.id)).toEqual(NOTHING);
  const scrapes = await db.sql.query<{ target: string; options: unknown }>`
    SELECT target, options FROM jobs WHERE kind = 'scrape' AND api_key_id IS NULL AND created_at > now() - interval '1 minute'`;
  expect(scrapes.length).toBe(2);
  for (const row of scrapes) expect(row).toEqual({ target: '[zero data retention]', options: { zeroDataRetention: true } });
  expect(await redisMentions(MARKER)).toEqual([]);
});

it('no URL, title or query of a zdr request is in the gateway or worker logs', async () => {
  // the log lines of the jobs above are there (info level), without what they were about
  expect(stack.output()).toMatch(/scrape job done/);
  expect(stack.output()).not.toContain(MARKER);
  // control: an ordinary scrape's URL is logged
  expect(stack.output()).toContain(`${site}/public`);
});
