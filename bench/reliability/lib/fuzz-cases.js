// Invalid requests for the fuzz run, from a seeded PRNG (same seed, same requests). Routes are the
// ones apps/api mounts (app.ts: probes, scrape, search, blobs, not-implemented, then the 404).
'use strict';
const zlib = require('zlib');

/** mulberry32: small, fast, deterministic. */
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (arr) => arr[int(arr.length)] };
}

const UUID = '0b5e3c2a-8f4d-4a47-9c1e-2f6d9a7b1c30';
// body: the kind of JSON body the route takes (undefined: none); probe: answers 200 without input
const ROUTES = [
  { method: 'GET', path: '/', probe: true }, { method: 'GET', path: '/health', probe: true },
  { method: 'GET', path: '/ready', probe: true }, { method: 'GET', path: '/metrics', probe: true },
  { method: 'POST', path: '/v2/scrape', body: 'scrape' }, { method: 'GET', path: '/v2/scrape/:id' },
  { method: 'POST', path: '/v2/search', body: 'search' }, { method: 'POST', path: '/v2/search/:id/feedback', body: 'feedback' },
  { method: 'GET', path: '/v2/blobs/:id' },
  { method: 'POST', path: '/v2/scrape/:id/interact', body: 'interact' }, { method: 'DELETE', path: '/v2/scrape/:id/interact' },
  { method: 'POST', path: '/v2/feedback', body: 'feedback' }, { method: 'GET', path: '/v2/search/research/papers' },
  { method: 'GET', path: '/v2/search/research/papers/:id' }, { method: 'GET', path: '/v2/search/research/papers/:id/similar' },
  { method: 'GET', path: '/v2/search/developer' }, { method: 'POST', path: '/v2/search/developer', body: 'search' },
  { method: 'POST', path: '/v2/support/ask', body: 'ask' }, { method: 'POST', path: '/v2/support/docs-search', body: 'ask' },
  { method: 'GET', path: '/v2/no-such-route' },
];
const BODY_ROUTES = ROUTES.filter((r) => r.body);
const ID_ROUTES = ROUTES.filter((r) => r.path.includes(':id'));

function baseBody(kind, target) {
  switch (kind) {
    case 'scrape': return { url: `${target}/small`, formats: ['markdown'], maxAge: 0, storeInCache: false };
    case 'search': return { query: 'bench fuzz', limit: 3, tbs: 'qdr:d', location: 'Berlin' };
    case 'feedback': return { rating: 'bad', querySuggestions: 'more', missingContent: [{ topic: 'x' }] };
    case 'interact': return { code: 'console.log(1)' };
    default: return { query: 'how do I scrape?' };
  }
}
const STRING_FIELDS = { scrape: ['url', 'includeTags.0', 'headers.x-a', 'location.country', 'waitFor'], search: ['query', 'tbs', 'location', 'categories.0'], feedback: ['querySuggestions', 'missingContent.0.topic', 'rating'], interact: ['code', 'prompt'], ask: ['query', 'question'] };
const WRONG_VALUES = [123, -1, 1e309, 1.5, true, null, [], {}, [[]], '', 'x', '123', { $gt: '' }, ['a', 1], 9007199254740993];
const MALFORMED = ['{', '}', '{"url":', '{"url":"http://a"', "{'url':'x'}", '{"a":1,}', '[1,', 'nul', 'undefined', '{"a":"\\x"}', '{"a":1}{"b":2}', '\ufeff{"a":1', '{"a":NaN}', '{"a":Infinity}', '"str', '{"a":"\\ud800"}x', '{"__proto__":', '0x10'];
const BAD_PERCENT = ['%ZZ', '%C0%AF', '%', '%E0%A4%A', '%FF', '%00', '%2e%2e%2f%2e%2e', 'a%', '%G1', '%uD800', '%F0%9F', '%25%ZZ'];

/** Sets `path` ("a.0.b") in a JSON-ish object, creating what is missing. */
function setPath(obj, path, value) {
  const keys = path.split('.');
  let o = obj;
  keys.slice(0, -1).forEach((k, i) => {
    if (o[k] === undefined || typeof o[k] !== 'object') o[k] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    o = o[k];
  });
  o[keys[keys.length - 1]] = value;
  return obj;
}

const routePath = (r, id = UUID) => r.path.replace(':id', id);
const json = (v) => Buffer.from(JSON.stringify(v));
const jsonHeaders = (auth) => [['content-type', 'application/json'], ...(auth ? [['authorization', `Bearer ${auth}`]] : [])];

/** Case classes: each returns { route, method, path, headers, body } from (rng, ctx). */
const CLASSES = {
  'malformed-json': (g, c) => {
    const r = g.pick(BODY_ROUTES);
    const full = JSON.stringify(baseBody(r.body, c.target));
    const text = g.next() < 0.5 ? g.pick(MALFORMED) : full.slice(0, 1 + g.int(full.length - 1));
    return { route: r, path: routePath(r), headers: jsonHeaders(c.apiKey), body: Buffer.from(text) };
  },
  'wrong-types': (g, c) => {
    const r = g.pick(BODY_ROUTES);
    const body = baseBody(r.body, c.target);
    const keys = Object.keys(body).concat(['formats', 'timeout', 'limit', 'headers', 'actions', 'sources', 'scrapeOptions']);
    body[g.pick(keys)] = g.pick(WRONG_VALUES);
    return { route: r, path: routePath(r), headers: jsonHeaders(c.apiKey), body: g.next() < 0.1 ? json(g.pick(WRONG_VALUES)) : json(body) };
  },
  'huge-strings': (g, c) => {
    const r = g.pick(BODY_ROUTES);
    const size = g.pick([10_000, 100_000, 1_000_000, 3_000_000]);
    const body = setPath(baseBody(r.body, c.target), g.pick(STRING_FIELDS[r.body]), 'A'.repeat(size));
    return { route: r, path: routePath(r), headers: jsonHeaders(c.apiKey), body: json(body) };
  },
  'nul-chars': (g, c) => {
    const r = g.pick(BODY_ROUTES);
    const field = g.pick(STRING_FIELDS[r.body]);
    const body = setPath(baseBody(r.body, c.target), field, `a\u0000b${field === 'url' ? '' : ''}`);
    if (field === 'url') body.url = `${c.target}/small?q=\u0000`;
    const raw = g.next() < 0.2; // a raw NUL byte inside a JSON string (invalid JSON)
    return { route: r, path: routePath(r), headers: jsonHeaders(c.apiKey), body: raw ? Buffer.from(JSON.stringify(body).replace('\\u0000', '\u0000')) : json(body) };
  },
  'bad-percent-encoding': (g, c) => {
    const r = g.pick(ID_ROUTES);
    const bad = g.pick(BAD_PERCENT);
    const path = g.next() < 0.8 ? routePath(r, bad) : `${routePath(r)}?sig=${bad}&expires=${bad}`;
    return { route: r, method: r.method, path, headers: jsonHeaders(c.apiKey), body: r.body ? json(baseBody(r.body, c.target)) : undefined };
  },
  'bad-content-encoding': (g, c) => {
    const r = g.pick(BODY_ROUTES);
    const valid = json(baseBody(r.body, c.target));
    const variants = [
      ['gzip', Buffer.from('not gzip at all')], ['br', Buffer.from('not brotli \x00\xff')], ['deflate', Buffer.from([1, 2, 3, 4])],
      ['gzip', zlib.gzipSync(valid).subarray(0, 12)], ['br', zlib.brotliCompressSync(valid).subarray(0, 5)],
      ['gzip', zlib.gzipSync(Buffer.from('{"broken":'))], ['gzip, br', zlib.gzipSync(valid)], ['zstd', valid], ['x-unknown', valid], ['identity, gzip', valid],
    ];
    const [enc, body] = g.pick(variants);
    return { route: r, path: routePath(r), headers: [...jsonHeaders(c.apiKey), ['content-encoding', enc]], body };
  },
  'wrong-method': (g, c) => {
    const r = g.pick(ROUTES);
    const method = g.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m !== r.method));
    return { route: r, method, path: routePath(r), headers: jsonHeaders(c.apiKey), body: method === 'GET' || method === 'DELETE' ? undefined : json(baseBody(r.body, c.target)) };
  },
  options: (g, c) => {
    const r = g.pick(ROUTES);
    const cors = g.next() < 0.5 ? [['origin', 'https://example.test'], ['access-control-request-method', r.method]] : [];
    return { route: r, method: 'OPTIONS', path: routePath(r), headers: [...cors, ...(g.next() < 0.5 ? [['authorization', `Bearer ${c.apiKey}`]] : [])] };
  },
  'unknown-keys': (g, c) => {
    const r = g.pick(BODY_ROUTES);
    const body = baseBody(r.body, c.target);
    const text = JSON.stringify(body).replace(/^\{/, `{${g.pick(['"__proto__":{"admin":true},', '"constructor":{"prototype":{"x":1}},', '"unknownKey":1,', '"url2":"x",', '"scrapeOptions":{"nope":1},', '"extra":{"deep":[1,{"x":null}]},'])}`);
    return { route: r, path: routePath(r), headers: jsonHeaders(c.apiKey), body: Buffer.from(text) };
  },
  'deep-nesting': (g, c) => {
    const r = g.pick(BODY_ROUTES);
    const depth = g.pick([100, 1000, 10_000, 100_000]);
    const [open, close] = g.next() < 0.5 ? ['[', ']'] : ['{"a":', '}'];
    const nested = `${open.repeat(depth)}1${close.repeat(depth)}`;
    const base = JSON.stringify(baseBody(r.body, c.target));
    const text = g.next() < 0.5 ? nested : base.replace(/^\{/, `{"nested":${nested},`);
    return { route: r, path: routePath(r), headers: jsonHeaders(c.apiKey), body: Buffer.from(text) };
  },
  'invalid-utf8': (g, c) => {
    const r = g.pick(BODY_ROUTES);
    const base = JSON.stringify(baseBody(r.body, c.target));
    const bad = g.pick([[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82]]);
    const at = base.indexOf('"', base.indexOf(':') + 1) + 1; // inside the first string value
    const body = Buffer.concat([Buffer.from(base.slice(0, at)), Buffer.from(bad), Buffer.from(base.slice(at))]);
    const ct = g.pick(['application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'application/json; charset=x-bogus']);
    return { route: r, path: routePath(r), headers: [['content-type', ct], ['authorization', `Bearer ${c.apiKey}`]], body };
  },
  'odd-authorization': (g, c) => {
    const r = g.pick(ROUTES.filter((x) => !x.probe));
    const values = ['', 'Bearer', 'Bearer ', 'Bearer  ', 'bearer x', 'Basic YWxhZGRpbjpvcGVuc2VzYW1l', `Bearer ${'k'.repeat(8000)}`, 'Bearer wsa_notakey', `Bearer ${c.apiKey} extra`,
      Buffer.from([0x42, 0x65, 0x61, 0x72, 0x65, 0x72, 0x20, 0xe9, 0xff, 0x80]), 'Bearer \t', `Token ${c.apiKey}`, Buffer.from('Bearer a\x00b', 'latin1'), `Bearer ${c.apiKey}`];
    const v = g.pick(values);
    const headers = [['content-type', 'application/json'], ['authorization', v]];
    if (g.next() < 0.2) headers.push(['authorization', 'Bearer second']);
    return { route: r, path: routePath(r), headers, body: r.body ? json(baseBody(r.body, c.target)) : undefined };
  },
  'odd-content-type': (g, c) => {
    const r = g.pick(BODY_ROUTES);
    const ct = g.pick(['text/plain', null, 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1', '*/*', 'application/vnd.api+json']);
    const body = ct && ct.includes('form-urlencoded') ? Buffer.from('url=http%3A%2F%2Fa&formats[]=x') : json(baseBody(r.body, c.target));
    return { route: r, path: routePath(r), headers: [...(ct ? [['content-type', ct]] : []), ['authorization', `Bearer ${c.apiKey}`]], body };
  },
  'odd-query': (g, c) => {
    const r = g.pick(ROUTES.filter((x) => !x.probe && x.method === 'GET'));
    const q = g.pick(['sig[]=a&expires[x]=1', '__proto__[admin]=1', 'a[b][c][d][e][f][g]=1', `sig=${'s'.repeat(20000)}`, 'expires=-1&sig=', 'expires=1e400&sig=x', `${'a=1&'.repeat(2000)}b=2`, 'constructor[prototype][x]=1']);
    const id = g.next() < 0.5 ? UUID : g.pick(['not-a-uuid', UUID.toUpperCase(), `${UUID}x`, '..', '%2F', 'a'.repeat(5000)]);
    return { route: r, path: `${routePath(r, id)}?${q}`, headers: [['authorization', `Bearer ${c.apiKey}`]] };
  },
};

/** The i-th case of a run (the class rotates, so every class gets the same share). */
function makeCase(g, i, ctx) {
  const names = Object.keys(CLASSES);
  const cls = names[i % names.length];
  const c = CLASSES[cls](g, ctx);
  return { cls, method: c.method || c.route.method, path: c.path, headers: c.headers || [], body: c.body, route: c.route };
}

module.exports = { prng, makeCase, ROUTES, CLASSES };
