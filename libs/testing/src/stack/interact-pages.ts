import http from 'http';
import type { AddressInfo } from 'net';

const APP = `<!doctype html><html><head><title>Counter</title></head><body>
<h1 id="count">0</h1><button id="inc" onclick="document.getElementById('count').textContent = String(Number(document.getElementById('count').textContent) + 1)">Add one</button>
<input id="name" placeholder="Your name"></body></html>`;

/** A page with state to drive (a counter button, a text field) and a secret only localhost may read. */
export async function startInteractPages(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(path === '/secret' ? 'internal secret' : APP);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
