import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { tieSockets } from '../tie-sockets';
import { upgradeRequest } from '../ws-handshake';

/** A session's browser as the gate needs it: its token and its DevTools endpoint on 127.0.0.1. */
export type GateTarget = { token: string; port: number; cdpPath: string };

export type CdpGate = { port: number; close(): Promise<void> };

/** The path the gateway asks the gate for: the record's cdpPath. */
export const gatePath = (sessionId: string, token: string) => `/session/${sessionId}/${token}`;

/**
 * The worker's one door to its session browsers for the gateway. Chromium's DevTools ports listen on
 * 127.0.0.1 only (anyone reaching one controls the browser); on several hosts the gateway reaches a
 * session through this gate instead, at the worker's advertised address: a WebSocket upgrade on
 * /session/<sessionId>/<token> is checked against the session's token and relayed, byte for byte, to
 * that session's browser. Anything else is answered 404.
 */
export async function startCdpGate(host: string, port: number, lookup: (sessionId: string) => GateTarget | undefined): Promise<CdpGate> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const open = new Set<Duplex>();
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const [, kind, sessionId, token] = new URL(req.url ?? '/', 'http://gate').pathname.split('/');
    const target = kind === 'session' && sessionId ? lookup(sessionId) : undefined;
    if (!target || !token || !sameText(token, target.token)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    const upstream = net.connect(target.port, '127.0.0.1');
    tieSockets(socket, upstream, open);
    upstream.once('connect', () => {
      upstream.write(upgradeRequest(target.cdpPath, target.port, req.headers));
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
