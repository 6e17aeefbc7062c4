import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { SessionRecord } from '@wsa/contracts';
import type { SessionRegistry } from '../session-registry';
import { CDP_PATH_PREFIX, viewTokenOf } from '../session-urls';
import { upgradeRequest } from '../ws-handshake';
import { ReadOnlyCdpFilter } from './read-only-filter';


export type AuthorisedSession = { record: SessionRecord; token: string; readOnly: boolean };

/**
 * The open session a `/v2/interact/.../<sessionId>/<token>` path names. The session token grants full
 * control; its view token (a hash of it) grants the read-only live view.
 */
export async function authorisedSession(registry: SessionRegistry, prefix: string, pathname: string): Promise<AuthorisedSession | null> {
  if (!pathname.startsWith(prefix)) return null;
  const [sessionId, token] = pathname.slice(prefix.length).split('/');
  if (!sessionId || !token || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
  const record = await registry.get(sessionId);
  if (!record || record.state !== 'open') return null;
  if (sameText(token, record.token)) return { record, token, readOnly: false };
  if (sameText(token, viewTokenOf(record.token))) return { record, token, readOnly: true };
  return null;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The gateway's `cdpUrl`: a WebSocket upgrade on /v2/interact/cdp/<sessionId>/<token> is relayed byte
 * for byte to the CDP gate of the worker holding the session (the record's cdpHost:cdpPort, its
 * advertised address; see worker/cdp-gate.ts), which relays on to the browser. The handshake is
 * rewritten (path, Host); after it, the relay does not look at the traffic.
 * Answers false when the path is not a CDP path (so other upgrade handlers may take it).
 */
export async function proxyCdpUpgrade(registry: SessionRegistry, req: IncomingMessage, socket: Duplex, head: Buffer): Promise<boolean> {
  const pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
  if (!pathname.startsWith(CDP_PATH_PREFIX)) return false;
  socket.on('error', () => socket.destroy());
  const auth = await authorisedSession(registry, CDP_PATH_PREFIX, pathname).catch(() => null);
  if (!auth) {
    socket.end('HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"success":false,"code":"SESSION_NOT_FOUND","error":"Browser session not found."}');
    return true;
  }
  const { record, readOnly } = auth;
  const upstream = net.connect(record.cdpPort, record.cdpHost);
  upstream.on('error', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
  upstream.once('connect', () => {
    // the read-only filter reads frames: no compression (permessage-deflate) on those connections
    upstream.write(upgradeRequest(record.cdpPath, record.cdpPort, req.headers, readOnly));
    if (head.length) upstream.write(head); // (a client never sends frames before the handshake answer)
    upstream.pipe(socket);
    if (!readOnly) {
      socket.pipe(upstream);
      return;
    }
    // a read-only viewer that sends anything but screencast commands is disconnected
    const filter = new ReadOnlyCdpFilter(() => socket.destroy());
    filter.on('error', () => socket.destroy());
    socket.pipe(filter).pipe(upstream);
  });
  return true;
}
