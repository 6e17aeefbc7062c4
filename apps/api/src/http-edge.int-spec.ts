import { randomUUID } from 'crypto';
import { brotliCompressSync, gzipSync } from 'zlib';
import { createJob } from '@wsa/db';
import { startTestGateway, type TestGateway } from './test-support/gateway';

// The HTTP edge on hostile input (issue 9, section 5): every answer a 4xx in the JSON error envelope.
let gw: TestGateway;
let key: string;

beforeAll(async () => {
  gw = await startTestGateway();
  key = (await gw.newKey('edge-team')).apiKey;
}, 60000);
afterAll(() => gw?.close());

async function call(method: string, path: string, init: { body?: string | Buffer; headers?: Record<string, string> } = {}) {
  const res = await fetch(gw.url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
    body: init.body as BodyInit | undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined };
}

describe('malformed percent-encoding in a path id', () => {
  const ids = ['%ZZ', '%C0%AF', '%E0%A4%A', '%'];
  it.each(ids)('GET /v2/scrape/%s answers 400 in the envelope', async (id) => {
    const res = await call('GET', `/v2/scrape/${id}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.text).not.toMatch(/Failed to decode|at |\.ts/);
  });
  it.each(['/v2/search/%C0%AF/feedback', '/v2/blobs/%ZZ', '/v2/scrape/%ZZ/interact'])('%s answers 400', async (path) => {
    const post = path.endsWith('feedback') || path.endsWith('interact');
    const res = await call(post ? 'POST' : 'GET', path, post ? { body: '{}' } : {});
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 'BAD_REQUEST', error: 'Malformed percent-encoding in the URL path.' });
  });
});

describe('NUL characters in stored fields', () => {
  const scrapes: Record<string, unknown> = {
    url: { url: 'https://example.com/\u0000' },
    headers: { url: 'https://example.com', headers: { 'x-a': 'v\u0000' } },
    'header name': { url: 'https://example.com', headers: { 'x\u0000': 'v' } },
    includeTags: { url: 'https://example.com', includeTags: ['main\u0000'] },
    languages: { url: 'https://example.com', location: { languages: ['en\u0000'] } },
  };
  it.each(Object.entries(scrapes))('a scrape with NUL in %s answers 400 BAD_REQUEST', async (_field, body) => {
    const res = await call('POST', '/v2/scrape', { body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 'BAD_REQUEST', error: expect.stringContaining('NUL character') });
  });
  const searches: Record<string, unknown> = {
    query: { query: 'a\u0000b' },
    tbs: { query: 'q', tbs: 'qdr:d\u0000' },
    location: { query: 'q', location: 'Berlin\u0000' },
    'scrapeOptions.headers': { query: 'q', scrapeOptions: { headers: { a: '\u0000' } } },
  };
  it.each(Object.entries(searches))('a search with NUL in %s answers 400 "Invalid request body"', async (_field, body) => {
    const res = await call('POST', '/v2/search', { body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'Invalid request body', details: [expect.objectContaining({ message: expect.stringContaining('NUL') })] });
  });
});

describe('bodies that do not decode with their Content-Encoding', () => {
  it.each(['gzip', 'br', 'deflate'])('%s: 400 in the envelope', async (encoding) => {
    const res = await call('POST', '/v2/scrape', { body: '{"url":"https://example.com"}', headers: { 'content-encoding': encoding } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 'BAD_REQUEST', error: expect.stringContaining('Content-Encoding') });
  });
  it('a body that does decode is read (gzip and br)', async () => {
    for (const [encoding, data] of [['gzip', gzipSync('{"url":"ftp://x"}')], ['br', brotliCompressSync('{"url":"ftp://x"}')]] as const) {
      const res = await call('POST', '/v2/scrape', { body: data, headers: { 'content-encoding': encoding } });
      expect(res.json).toMatchObject({ success: false, code: 'BAD_REQUEST', error: 'URL uses unsupported protocol' });
    }
  });
});

describe('free-text bounds', () => {
  it('a 10 KB tbs is refused before anything is charged', async () => {
    const res = await call('POST', '/v2/search', { body: JSON.stringify({ query: 'q', tbs: 'x'.repeat(10000) }) });
    expect(res.status).toBe(400);
    expect(res.json.details[0].message).toBe('tbs must be at most 200 characters');
  });
  it('too many headers are refused with a clear message', async () => {
    const headers = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`x-${i}`, 'v']));
    const res = await call('POST', '/v2/scrape', { body: JSON.stringify({ url: 'https://example.com', headers }) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'BAD_REQUEST', error: 'headers accepts at most 50 entries' });
  });
});

describe('CORS', () => {
  it('answers a preflight deliberately: 204, any origin, the methods and headers clients send', async () => {
    const res = await fetch(`${gw.url}/v2/scrape`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(res.headers.get('content-type')).toBeNull();
  });
  it('puts CORS headers on ordinary answers, errors included', async () => {
    const res = await call('POST', '/v2/scrape', { body: '{}' , headers: { origin: 'https://app.example' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('job ids of other teams', () => {
  it('a scrape id of another team answers exactly like an unknown id, as a search id does', async () => {
    const owner = await gw.newKey('owner-team');
    const scrapeId = randomUUID();
    const searchId = randomUUID();
    await createJob(gw.db, { id: scrapeId, kind: 'scrape', teamId: owner.teamId, apiKeyId: null, target: 'https://example.com', options: {} });
    await createJob(gw.db, { id: searchId, kind: 'search', teamId: owner.teamId, apiKeyId: null, target: 'q', options: {} });
    const foreign = await call('GET', `/v2/scrape/${scrapeId}`);
    const unknown = await call('GET', `/v2/scrape/${randomUUID()}`);
    const search = await call('GET', `/v2/scrape/${searchId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(unknown.json);
    expect(search.json).toEqual(unknown.json);
    expect(unknown.json).toEqual({ success: false, code: 'JOB_NOT_FOUND', error: 'Job not found.' });
  });
});

describe('anonymous rate limit and X-Forwarded-For', () => {
  it('with the default TRUST_PROXY, forwarded addresses from loopback do not open fresh buckets', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      // an invalid body: the limit is consumed before validation, and no search is queued
      const res = await fetch(`${gw.url}/v2/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: '{}',
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
  });
});

describe('queue dashboard without ADMIN_TOKEN', () => {
  it('does not exist: a JSON 404 like any unknown route', async () => {
    const res = await call('GET', '/admin/queues?token=anything');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('deeply nested bodies', () => {
  it.each(['/v2/search', '/v2/scrape', '/v2/feedback'])('POST %s with 100,000 levels answers 400, not 500', async (path) => {
    const res = await call('POST', path, { body: `{"nested":${'{"a":'.repeat(100000)}1${'}'.repeat(100000)}}` });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false });
    expect(res.text).toContain('nested too deeply');
  });
});

