import iconv from 'iconv-lite';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHARSET_TEXTS } from './charset-pages';
import { PDF_TEXT, startFixtureSite, type FixtureSite } from './fixture-site';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const get = (path: string, init?: RequestInit) => fetch(site.url + path, { redirect: 'manual', ...init });

test('redirect chain is 301 -> 302 -> 200', async () => {
  const first = await get('/redirect/start');
  expect([first.status, first.headers.get('location')]).toEqual([301, '/redirect/middle']);
  const second = await get('/redirect/middle');
  expect([second.status, second.headers.get('location')]).toEqual([302, '/redirect/end']);
  expect((await get('/redirect/end')).status).toBe(200);
});

test('legacy charsets are served as encoded bytes', async () => {
  const sjis = Buffer.from(await (await get('/charset/shift-jis')).arrayBuffer());
  expect(sjis.includes(Buffer.from(CHARSET_TEXTS.shiftJis.title, 'utf8'))).toBe(false);
  expect(iconv.decode(sjis, 'shift_jis')).toContain(CHARSET_TEXTS.shiftJis.text);
  const kr = await get('/charset/euc-kr');
  expect(kr.headers.get('content-type')).toBe('text/html');
  expect(iconv.decode(Buffer.from(await kr.arrayBuffer()), 'euc-kr')).toContain(CHARSET_TEXTS.eucKr.text);
});

test('generated PDFs: text layer readable by pdftotext, scanned one has none', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-pdf-'));
  try {
    for (const name of ['doc', 'scanned']) writeFileSync(join(dir, `${name}.pdf`), Buffer.from(await (await get(`/${name}.pdf`)).arrayBuffer()));
    expect(execFileSync('pdftotext', [join(dir, 'doc.pdf'), '-']).toString()).toContain(PDF_TEXT.body);
    expect(execFileSync('pdftotext', [join(dir, 'scanned.pdf'), '-']).toString().trim()).toBe('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('counter counts, slow waits, unknown paths are 404, huge streams the asked size', async () => {
  await get('/counter');
  expect(await (await get('/counter')).text()).toContain('served 2 times');
  expect(site.hits('/counter')).toBe(2);
  const started = Date.now();
  await (await get('/slow?ms=300')).text();
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect((await get('/nope')).status).toBe(404);
  expect((await (await get('/huge?mb=1')).arrayBuffer()).byteLength).toBeGreaterThanOrEqual(1024 * 1024);
});

test('challenge page passes only with the clearance cookie', async () => {
  expect((await get('/challenge')).status).toBe(403);
  expect((await get('/challenge', { headers: { cookie: 'cf_clearance=fixture' } })).status).toBe(200);
});
