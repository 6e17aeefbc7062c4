import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Hit = { path: string; host: string; headers: http.IncomingHttpHeaders };
export type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** Loopback HTTP server for integration tests: a route table plus a log of every request it saw. */
export class FixtureServer {
  readonly hits: Hit[] = [];
  private readonly server: http.Server;
  private readonly routes = new Map<string, Route>();
  private readonly hanging = new Set<http.ServerResponse>();
  private readonly upgraded = new Set<import('node:stream').Duplex>();

  constructor() {
    this.server = http.createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0] as string;
      this.hits.push({ path, host: req.headers.host ?? '', headers: req.headers });
      const route = this.routes.get(path);
      if (route) route(req, res);
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body><h1>Not here</h1></body></html>');
    });
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path: string, host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  html(path: string, body: string, headers: Record<string, string> = {}): this {
    this.routes.set(path, (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body));
    return this;
  }

  route(path: string, route: Route): this {
    this.routes.set(path, route);
    return this;
  }

  /** A response that never arrives (the connection stays open until close()). */
  hang(path: string): this {
    this.routes.set(path, (_req, res) => this.hanging.add(res));
    return this;
  }

  /** Answers WebSocket handshakes (logged in `hits` as `ws:<path>`) and then holds the socket open. */
  acceptWebSockets(): this {
    this.server.on('upgrade', (req: http.IncomingMessage, socket: import('node:stream').Duplex) => {
      this.hits.push({ path: `ws:${(req.url ?? '/').split('?')[0]}`, host: req.headers.host ?? '', headers: req.headers });
      const accept = createHash('sha1').update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
      socket.on('error', () => undefined);
      this.upgraded.add(socket);
    });
    return this;
  }

  hitsFor(path: string): Hit[] {
    return this.hits.filter((h) => h.path === path);
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    for (const socket of this.upgraded) socket.destroy(); // upgraded sockets are no longer the server's
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** headless-shell when installed (much cheaper contexts), full Chromium otherwise. */
export const CHROMIUM =
  process.env['WSA_CHROMIUM_PATH'] || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) || '/usr/bin/chromium';

/** Every request allowed: the tests that exercise refusal pass their own. */
export const allowAll = async (): Promise<boolean> => true;
