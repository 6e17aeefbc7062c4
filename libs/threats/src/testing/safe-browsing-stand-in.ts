import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SafeBrowsingStandIn = { url: string; requests: { key: string | null; urls: string[] }[]; close(): Promise<void> };

/**
 * A local stand-in of the Google Safe Browsing v4 Lookup API (`POST /v4/threatMatches:find?key=`):
 * the URLs whose host is in `unsafeHosts` (or a subdomain) match as MALWARE; a wrong key is the API's
 * 400 `API key not valid`; a host in `failingHosts` gets a 503 and one in `slowHosts` an answer after
 * `slowMs`. Answers in the API's own JSON (`{}` when nothing matches).
 */
export async function startSafeBrowsingStandIn(opts: { apiKey: string; unsafeHosts: string[]; failingHosts?: string[]; slowHosts?: string[]; slowMs?: number }): Promise<SafeBrowsingStandIn> {
  const requests: SafeBrowsingStandIn['requests'] = [];
  const listed = (host: string, list: readonly string[] = []) => list.some((h) => host === h || host.endsWith(`.${h}`));
  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || url.pathname !== '/v4/threatMatches:find') return json(res, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    const key = url.searchParams.get('key');
    let entries: string[] = [];
    try {
      entries = ((JSON.parse(raw) as { threatInfo?: { threatEntries?: { url?: string }[] } }).threatInfo?.threatEntries ?? []).map((e) => String(e.url ?? ''));
    } catch {
      return json(res, 400, { error: { code: 400, message: 'Invalid JSON payload received.', status: 'INVALID_ARGUMENT' } });
    }
    requests.push({ key, urls: entries });
    if (key !== opts.apiKey) return json(res, 400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
    const hosts = entries.map((u) => new URL(u).hostname);
    if (hosts.some((h) => listed(h, opts.failingHosts))) return json(res, 503, { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } });
    if (hosts.some((h) => listed(h, opts.slowHosts))) await new Promise((ok) => setTimeout(ok, opts.slowMs ?? 6000));
    const matches = entries.filter((u) => listed(new URL(u).hostname, opts.unsafeHosts)).map((u) => ({
      threatType: 'MALWARE', platformType: 'ANY_PLATFORM', threatEntryType: 'URL', threat: { url: u }, cacheDuration: '300s',
    }));
    json(res, 200, matches.length > 0 ? { matches } : {});
  }
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((ok) => { server.closeAllConnections(); server.close(() => ok()); }),
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.writableEnded) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}
