import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadFixtures, type Fixtures, type Scenario } from './stand-in-fixtures.loader';
import { searchCorpora, searchTerms, type StandInRequest } from './stand-in-search.util';

export type SearxngStandInOptions = { fixturesDir?: string; jsonEnabled?: boolean };
export type SearxngStandIn = { url: string; requests: URLSearchParams[]; close(): Promise<void> };

const LANGUAGE = /^([a-z]{2,3}(-[a-zA-Z]{2})?|auto|all)$/;
const FORBIDDEN_HTML =
  '<!doctype html>\n<html lang=en>\n<title>403 Forbidden</title>\n<h1>Forbidden</h1>\n' +
  "<p>You don&#39;t have the permission to access the requested resource. It is either read-protected or not readable by the server.</p>\n";

/**
 * A local stand-in for a SearXNG instance (design.md section 6): speaks the real `/search` wire format
 * (GET query or form POST), answers from fixture corpora, and misbehaves like real instances do:
 * 403 HTML without `json` in search.formats, 429/500/slow answers and engine failures via scenarios.json.
 */
export async function startSearxngStandIn(opts: SearxngStandInOptions = {}): Promise<SearxngStandIn> {
  const fixtures = loadFixtures(opts.fixturesDir ?? join(__dirname, 'fixtures'));
  const jsonEnabled = opts.jsonEnabled ?? true;
  const requests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    void handle(req, res, { fixtures, jsonEnabled, requests }).catch(() => send(res, 500, 'application/json', '{"error":"search error"}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

type Context = { fixtures: Fixtures; jsonEnabled: boolean; requests: URLSearchParams[] };

async function handle(req: IncomingMessage, res: ServerResponse, ctx: Context): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  if (url.pathname === '/healthz') return send(res, 200, 'text/plain', 'OK');
  if (url.pathname === '/config') return send(res, 200, 'application/json', JSON.stringify(configJson(ctx.fixtures)));
  if (url.pathname !== '/search') return send(res, 404, 'text/html', '<!doctype html><title>404 Not Found</title><h1>Not Found</h1>');
  const params = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
  ctx.requests.push(new URLSearchParams(params));
  const format = params.get('format') ?? 'html';
  if (format === 'json' && !ctx.jsonEnabled) return send(res, 403, 'text/html; charset=utf-8', FORBIDDEN_HTML);
  const parsed = parseRequest(params);
  if (typeof parsed === 'string') return send(res, 400, 'application/json', JSON.stringify({ error: parsed }));
  const scenario = ctx.fixtures.scenarios.get(searchTerms(parsed.q).join(' '));
  if (scenario?.delayMs) await delay(scenario.delayMs, res);
  if (res.destroyed) return;
  if (scenario?.status === 429) return send(res, 429, 'text/plain', 'Too Many Requests');
  if (scenario?.status && scenario.status >= 400) return send(res, scenario.status, 'application/json', '{"error":"search error"}');
  const body = scenario?.results ? scenarioBody(parsed, scenario) : corpusBody(ctx.fixtures, parsed);
  if (format !== 'json') return send(res, 200, 'text/html; charset=utf-8', htmlPage(parsed.q, body.results));
  return send(res, 200, 'application/json', JSON.stringify(body));
}

/** Validates like SearXNG's webapp: missing q and bad language/pageno/safesearch are 400s. */
function parseRequest(params: URLSearchParams): StandInRequest | string {
  const q = params.get('q')?.trim();
  if (!q) return 'No query';
  const pageno = Number(params.get('pageno') ?? '1');
  if (!Number.isInteger(pageno) || pageno < 1) return 'Invalid value "pageno"';
  const safesearch = Number(params.get('safesearch') ?? '0');
  if (![0, 1, 2].includes(safesearch)) return 'Invalid value "safesearch"';
  const language = params.get('language') ?? undefined;
  if (language && !LANGUAGE.test(language)) return 'Invalid language';
  const timeRange = params.get('time_range') || undefined;
  if (timeRange && !['day', 'week', 'month', 'year'].includes(timeRange)) return 'Invalid value "time_range"';
  const categories = (params.get('categories') ?? 'general').split(',').map((c) => c.trim()).filter(Boolean);
  return { q, pageno, safesearch, language, timeRange, categories };
}

function corpusBody(fixtures: Fixtures, req: StandInRequest) {
  const known = req.categories.filter((c) => fixtures.corpora.has(c));
  // SearXNG falls back to the default category when none of the requested ones exists.
  const corpora = (known.length > 0 ? known : ['general']).flatMap((c) => fixtures.corpora.get(c) ?? []);
  const results = searchCorpora(corpora, req, Date.now());
  const failures = corpora.flatMap((c) => c.unresponsive_engines);
  return { query: req.q, results, answers: [], corrections: [], infoboxes: [], suggestions: [], unresponsive_engines: failures };
}

function scenarioBody(req: StandInRequest, scenario: Scenario) {
  const results = req.pageno === 1 ? (scenario.results ?? []) : [];
  return { query: req.q, results, answers: [], corrections: [], infoboxes: [], suggestions: [], unresponsive_engines: scenario.unresponsive_engines ?? [] };
}

function configJson(fixtures: Fixtures) {
  const categories = [...fixtures.corpora.keys()];
  const engines = categories.map((c) => ({ name: `stand-in ${c}`, categories: [c], enabled: true, paging: true, time_range_support: true, safesearch: true }));
  return { categories, engines, version: 'stand-in', instance_name: 'SearXNG stand-in' };
}

function htmlPage(q: string, results: Record<string, unknown>[]): string {
  const esc = (s: unknown) => String(s ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const items = results.map((r) => `<article class="result"><a href="${esc(r.url)}">${esc(r.title)}</a><p>${esc(r.content)}</p></article>`);
  return `<!DOCTYPE html><html><head><title>${esc(q)} - SearXNG</title></head><body>${items.join('')}</body></html>`;
}

/** Waits like a slow instance, but gives up when the client hangs up so no timer outlives the test. */
function delay(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
