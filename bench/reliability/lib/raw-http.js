// A raw HTTP/1.1 client over node:net: sends exactly the bytes a fuzz case builds (bad
// percent-encoding, NUL and non-ASCII header bytes, duplicate headers: fetch/undici refuse or
// normalise those), one request per connection (`connection: close`: the server closes it after the answer), and parses the answer (Content-Length, chunked, or
// until the server closes).
'use strict';
const net = require('net');

/** Request bytes: `headers` is a list of [name, value] (strings or Buffers), sent as given. */
function buildRequest({ method, path, headers = [], body }) {
  const lines = [Buffer.from(`${method} `, 'latin1'), Buffer.isBuffer(path) ? path : Buffer.from(path, 'latin1'), Buffer.from(' HTTP/1.1\r\n', 'latin1')];
  const all = [['host', '127.0.0.1'], ['connection', 'close'], ...headers];
  if (body !== undefined && !headers.some(([k]) => /^(content-length|transfer-encoding)$/i.test(String(k)))) all.push(['content-length', String(body.length)]);
  for (const [k, v] of all) lines.push(Buffer.from(`${k}: `, 'latin1'), Buffer.isBuffer(v) ? v : Buffer.from(String(v), 'latin1'), Buffer.from('\r\n'));
  lines.push(Buffer.from('\r\n'));
  if (body !== undefined) lines.push(body);
  return Buffer.concat(lines);
}

function dechunk(buf) {
  const out = [];
  let i = 0;
  for (;;) {
    const eol = buf.indexOf('\r\n', i);
    if (eol < 0) break;
    const size = parseInt(buf.subarray(i, eol).toString('latin1'), 16);
    if (!(size > 0)) break;
    out.push(buf.subarray(eol + 2, eol + 2 + size));
    i = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** The answer as { status, headers (lower-case names), body (string), ms } or { error }. */
function parseResponse(raw) {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '', error: raw.length ? 'truncated head' : 'empty answer' };
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]) || 0;
  const headers = {};
  for (const l of headerLines) {
    const c = l.indexOf(':');
    if (c > 0) headers[l.slice(0, c).trim().toLowerCase()] = l.slice(c + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] || '')) body = dechunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body: body.toString('utf8') };
}

/** Sends one request to 127.0.0.1:`port`; resolves (never rejects) within `timeoutMs`. */
function send(port, req, timeoutMs = 30000) {
  return new Promise((resolve) => {
    const t = performance.now();
    const chunks = [];
    let done = false;
    const sock = net.connect(port, '127.0.0.1');
    const finish = (extra = {}) => {
      if (done) return;
      done = true;
      sock.destroy();
      resolve({ ...parseResponse(Buffer.concat(chunks)), ...extra, ms: performance.now() - t });
    };
    sock.setTimeout(timeoutMs, () => finish({ error: `no answer in ${timeoutMs} ms` }));
    sock.on('data', (d) => chunks.push(d));
    sock.on('end', () => finish());
    sock.on('close', () => finish());
    sock.on('error', (e) => finish(chunks.length ? {} : { error: `${e.code || e.name}` }));
    // write, not end: Node's HTTP server drops a request whose client half-closed before the answer
    sock.write(buildRequest(req));
  });
}

module.exports = { send, buildRequest, parseResponse };
