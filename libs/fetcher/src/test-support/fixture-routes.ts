import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

export const PAGE = `<!doctype html><html><head><title>Fixture</title></head><body>${'<p>hello world</p>'.repeat(200)}</body></html>`;
const page = Buffer.from(PAGE);
const encoded: Record<string, Buffer> = { gzip: gzipSync(page), br: brotliCompressSync(page), deflate: deflateSync(page) };

function redirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, { location, 'content-type': 'text/html' }).end(`<a href="${location}">moved</a>`);
}

/** Streams `total` bytes in 64 KiB chunks without a Content-Length, so only streaming limits can stop it. */
function streamHuge(res: ServerResponse, total: number): void {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  res.writeHead(200, { 'content-type': 'text/plain' });
  const pump = (): void => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

function route(req: IncomingMessage, res: ServerResponse, origin: string): void {
  const url = new URL(req.url ?? '/', origin);
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) return Number(chain[1]) === 0 ? void res.end(PAGE) : redirect(res, 302, `/chain/${Number(chain[1]) - 1}`);
  switch (url.pathname) {
    case '/ok':
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-multi': ['a', 'b'], 'set-cookie': ['a=1', 'b=2'] }).end(PAGE);
    case '/echo-headers':
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.headers));
    case '/r/start': return redirect(res, 301, '/r/next');
    case '/r/next': return redirect(res, 307, 'last'); // relative to /r/next -> /r/last
    case '/r/last': return redirect(res, 303, `${origin}/ok`);
    case '/loop': return redirect(res, 302, '/loop');
    case '/to-ftp': return redirect(res, 302, 'ftp://127.0.0.1/file');
    case '/to-localhost': return redirect(res, 302, `http://localhost:${url.port}/ok`);
    case '/to-metadata': return redirect(res, 302, 'http://169.254.169.254/latest/meta-data/');
    case '/to-echo-cross-origin': return redirect(res, 302, `http://localhost:${url.port}/echo-headers`);
    case '/encoded':
      return void res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': url.searchParams.get('enc') ?? '' }).end(encoded[url.searchParams.get('enc') ?? '']);
    case '/slow-headers':
      return void setTimeout(() => res.end(PAGE), 5000).unref();
    case '/slow-body':
      res.writeHead(200, { 'content-type': 'text/html' }).write('<html>');
      return void setTimeout(() => res.end('</html>'), 5000).unref();
    case '/huge': return streamHuge(res, 30 * 1024 * 1024);
    case '/huge-declared':
      return void res.writeHead(200, { 'content-length': String(30 * 1024 * 1024) }).end(Buffer.alloc(30 * 1024 * 1024));
    case '/gzip-bomb':
      return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(30 * 1024 * 1024)));
    default:
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}

export function fixtureRoutes(scheme = 'http'): RequestListener {
  return (req, res) => route(req, res, `${scheme}://${req.headers.host ?? '127.0.0.1'}`);
}
