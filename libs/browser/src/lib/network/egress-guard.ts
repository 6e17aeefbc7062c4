import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Vets a host name: resolves it and returns the addresses it may be reached at, or throws when the
 * name does not resolve or resolves to a refused address (the caller's policy).
 */
export type EgressResolver = (hostname: string) => Promise<string[]>;

export type EgressGuard = {
  /** What Chromium's --proxy-server takes. */
  proxyServer: string;
  /** Connections refused so far (diagnostics, tests). */
  refused(): number;
  close(): Promise<void>;
};

/**
 * A forward proxy on 127.0.0.1 that every Chromium connection goes through: HTTPS and WSS tunnels
 * (CONNECT), plain HTTP requests and ws:// upgrades. It resolves each host itself, vets the
 * addresses with the caller's policy and connects to a vetted address, so Chromium never resolves
 * a name on its own.
 *
 * Why: the request gate vets a URL before Chromium sends it, but Chromium then resolves the name
 * again; a DNS answer that changes in between (rebinding) could reach a private address. Web
 * sockets are not seen by request interception at all. Here the address checked is the address
 * used. A refused connection is dropped without an answer (a proxy error page must never come back
 * as the scraped page); the gate has normally refused such a request already, with a clear error.
 */
export async function startEgressGuard(resolve: EgressResolver): Promise<EgressGuard> {
  let refused = 0;
  const sockets = new Set<Duplex>();
  const track = (s: Duplex) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  // the vetted addresses of the host, or null (counted) when the policy refuses it
  const vet = async (hostname: string): Promise<string[] | null> => {
    try {
      const addresses = await resolve(hostname);
      if (addresses.length > 0) return addresses;
    } catch {
      // refused or unresolvable: same outcome for the browser
    }
    refused += 1;
    return null;
  };

  const server = http.createServer((req, res) => void forwardRequest(req, res, vet));
  server.on('connection', track);
  server.on('connect', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void tunnel(req, socket, head, vet, track));
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(req, socket, head, vet, track));
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    proxyServer: `http://127.0.0.1:${port}`,
    refused: () => refused,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

type Vet = (hostname: string) => Promise<string[] | null>;

/**
 * Connection options that reach one of the vetted addresses and nothing else: the lookup answers
 * with them only, and Node tries them in turn (IPv6 and IPv4 both, e.g. a name with ::1 first and
 * a server listening on 127.0.0.1 only).
 */
export function pinnedTo(hostname: string, addresses: readonly string[], port: number) {
  const records = addresses.map((address) => ({ address, family: net.isIP(address) }));
  return {
    // a name, not an address: Node only consults `lookup` (and tries every record) for names
    host: hostname || addresses[0], port, autoSelectFamily: true,
    lookup: (_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
      if (opts.all) cb(null, records);
      else cb(null, records[0].address, records[0].family);
    },
  };
}

/** "host:port" of a CONNECT request, IPv6 literals in brackets. */
export function parseAuthority(authority: string): { hostname: string; port: number } | null {
  const m = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(authority);
  if (!m) return null;
  const port = Number(m[3]);
  if (port < 1 || port > 65535) return null;
  return { hostname: (m[1] ?? m[2]).toLowerCase(), port };
}

async function tunnel(req: http.IncomingMessage, client: Duplex, head: Buffer, vet: Vet, track: (s: Duplex) => void): Promise<void> {
  client.on('error', () => undefined);
  const target = parseAuthority(req.url ?? '');
  const addresses = target && (await vet(target.hostname));
  if (!target || !addresses) return void client.destroy();
  const upstream = net.connect(pinnedTo(target.hostname, addresses, target.port) as net.NetConnectOpts);
  track(upstream);
  upstream.once('connect', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on('error', () => client.destroy());
  client.on('close', () => upstream.destroy());
}

// hop-by-hop headers of the client-proxy leg, not forwarded
const HOP_BY_HOP = new Set(['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'upgrade']);

async function forwardRequest(req: http.IncomingMessage, res: http.ServerResponse, vet: Vet): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '');
  } catch {
    return void req.socket.destroy();
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = url.protocol === 'http:' ? await vet(hostname) : null;
  if (!addresses) return void req.socket.destroy();
  const headers: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!HOP_BY_HOP.has(req.rawHeaders[i].toLowerCase())) headers.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  const upstream = http.request({
    ...pinnedTo(hostname, addresses, Number(url.port || 80)), method: req.method, path: `${url.pathname}${url.search}`,
    headers, setHost: false, agent: false,
  } as http.RequestOptions);
  upstream.on('response', (answer) => {
    const out: string[] = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) out.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
    }
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', () => res.destroy());
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

async function upgrade(req: http.IncomingMessage, client: Duplex, head: Buffer, vet: Vet, track: (s: Duplex) => void): Promise<void> {
  client.on('error', () => undefined);
  let url: URL;
  try {
    url = new URL(req.url ?? '');
  } catch {
    return void client.destroy();
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = url.protocol === 'http:' || url.protocol === 'ws:' ? await vet(hostname) : null;
  if (!addresses) return void client.destroy();
  const upstream = net.connect(pinnedTo(hostname, addresses, Number(url.port || 80)) as net.NetConnectOpts);
  track(upstream);
  upstream.once('connect', () => {
    const lines = [`${req.method} ${url.pathname}${url.search} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i].toLowerCase();
      if (name !== 'proxy-connection' && name !== 'proxy-authorization') lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on('error', () => client.destroy());
  client.on('close', () => upstream.destroy());
}
