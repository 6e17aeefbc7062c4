// Local target site for the API benchmarks (node:http on 127.0.0.1, ephemeral port):
//   /small            a ~4 KB article page (HTTP engine)
//   /wcxb/<i>         real pages decompressed from the WCXB dev sample (HTTP engine)
//   /app              a JS-rendered app shell (<div id="root"></div> filled by a script -> Chromium)
//   /slow?ms=<n>      the /small page after a delay of n ms (at most 120 s): scrapes held in flight
// Every URL takes any query string, so requests can be made unique (?n=123) without cache effects.
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const zlib = require('zlib');

// shared/ sits beside the repository root (bench/api/lib is three levels below it)
const WCXB_DIR = process.env.BENCH_WCXB_DIR || path.resolve(__dirname, '..', '..', '..', '..', 'shared', 'datasets', 'wcxb-dev-sample', 'html');

const SMALL_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Benchmark article</title>
<meta name="description" content="A small article page served to the API benchmarks."></head>
<body><header><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav></header>
<main><article><h1>Measuring a scrape API end to end</h1>
${Array.from({ length: 8 }, (_, i) => `<h2>Section ${i + 1}</h2><p>This is paragraph ${i + 1} of the benchmark article. It has enough words to look like real prose, with a <a href="/link/${i}">link</a>, some <strong>bold</strong> and <em>emphasis</em>, so the markdown converter has a little to do on every request.</p>`).join('\n')}
<ul><li>First item</li><li>Second item</li><li>Third item</li></ul>
</article></main><footer><p>&copy; Benchmark site</p></footer></body></html>`;

// Same shape as the integration-test fixture (libs/testing/src/fixture-site/interactive-pages.ts).
const APP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>JS app</title></head>
<body><div id="root"></div>
<script>
  setTimeout(function () {
    document.getElementById('root').innerHTML = '<h1>Rendered by JavaScript</h1>' +
      '<p>This paragraph was injected by a script after the page loaded. A scraper that does not run JavaScript sees an empty application shell instead of this text.</p>';
  }, 50);
</script></body></html>`;

/** Picks `count` WCXB pages (sorted by file name) whose decompressed size lies in [minBytes, maxBytes]. */
function loadWcxbPages(count = 8, minBytes = 20000, maxBytes = 200000) {
  const out = [];
  for (const f of fs.readdirSync(WCXB_DIR).filter((n) => n.endsWith('.html.gz')).sort()) {
    const buf = zlib.gunzipSync(fs.readFileSync(path.join(WCXB_DIR, f)));
    if (buf.length >= minBytes && buf.length <= maxBytes) out.push({ name: f.replace('.html.gz', ''), body: buf });
    if (out.length >= count) break;
  }
  return out;
}

async function startFixtureServer() {
  const wcxb = loadWcxbPages();
  const small = Buffer.from(SMALL_PAGE);
  const app = Buffer.from(APP_PAGE);
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits += 1;
    const p = (req.url || '/').split('?')[0];
    let body;
    if (p === '/slow') {
      const delay = Math.min(120000, Math.max(0, Number(new URL(req.url, 'http://x').searchParams.get('ms')) || 0));
      const timer = setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': small.length, 'cache-control': 'no-store' });
        res.end(small);
      }, delay);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (p === '/small') body = small;
    else if (p === '/app') body = app;
    else if (p.startsWith('/wcxb/')) body = wcxb[Number(p.slice(6)) % wcxb.length]?.body;
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-store' });
    res.end(body);
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    wcxb: wcxb.map((w, i) => ({ url: `${base}/wcxb/${i}`, name: w.name, bytes: w.body.length })),
    hits: () => hits,
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}

module.exports = { startFixtureServer, loadWcxbPages };
