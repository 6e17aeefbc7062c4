import type { IncomingHttpHeaders } from 'node:http';

/** Headers a WebSocket handshake needs; everything else (cookies, auth, forwarding headers) stays behind. */
const HANDSHAKE_HEADERS = ['upgrade', 'connection', 'sec-websocket-key', 'sec-websocket-version', 'sec-websocket-extensions', 'sec-websocket-protocol'];

/**
 * The handshake a relay sends upstream for a client's WebSocket upgrade: the client's handshake headers
 * on a new path, with a Host header Chromium accepts (an IP). `noExtensions` drops permessage-deflate
 * (a relay that reads frames needs them uncompressed).
 */
export function upgradeRequest(path: string, port: number, headers: IncomingHttpHeaders, noExtensions = false): string {
  const lines = [`GET ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
  for (const name of HANDSHAKE_HEADERS.filter((h) => !(noExtensions && h === 'sec-websocket-extensions'))) {
    const value = headers[name];
    if (value !== undefined) lines.push(`${name}: ${Array.isArray(value) ? value.join(', ') : value}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}
