// Persistent browser profiles through executeScrape with real Chromium: a login cookie and
// localStorage set by one scrape are there for the next; one writer at a time.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { claimProfileWriter, readProfile } from '@wsa/db';
import { expectOk, startHarness, type Harness } from '../test-support/scrape-harness';

let h: Harness;
let server: Server;
let base: string;
const teamId = '00000000-0000-4000-8000-00000000beef';

beforeAll(async () => {
  h = await startHarness();
  server = createServer((req, res) => {
    const cookie = req.headers.cookie ?? '';
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (req.url === '/login') {
      res.setHeader('set-cookie', 'sid=user-42; Path=/; HttpOnly; Max-Age=3600');
      res.end(`<html><head><title>Login</title></head><body><p>Welcome back.</p><script>localStorage.setItem('theme', 'dark')</script></body></html>`);
      return;
    }
    const who = /sid=([\w-]+)/.exec(cookie)?.[1] ?? 'nobody';
    res.end(`<html><head><title>Account</title></head><body><p id="who">Signed in as ${who}.</p><p id="theme"></p>
      <script>document.getElementById('theme').textContent = 'Theme: ' + (localStorage.getItem('theme') || 'none') + '.'</script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

const scrape = (path: string, profile?: Record<string, unknown>) => h.scrape({ url: base + path, formats: ['markdown'], maxAge: 0, ...(profile ? { profile } : {}) }, { teamId });

test('a login cookie and localStorage saved by one scrape are loaded by the next', async () => {
  const before = expectOk(await scrape('/account', { name: 'shop', saveChanges: false })).document.markdown;
  expect(before).toContain('Signed in as nobody.');
  expectOk(await scrape('/login', { name: 'shop' }));
  const saved = await readProfile(h.db, { teamId, name: 'shop' });
  expect(saved.cookies).toEqual([expect.objectContaining({ name: 'sid', value: 'user-42', httpOnly: true })]);
  expect(Object.values(saved.localStorage)).toEqual([{ theme: 'dark' }]);
  const after = expectOk(await scrape('/account', { name: 'shop', saveChanges: false })).document.markdown;
  expect(after).toContain('Signed in as user-42.');
  expect(after).toContain('Theme: dark.');
  // without the profile the page sees nothing of it
  expect(expectOk(await scrape('/account')).document.markdown).toContain('Signed in as nobody.');
}, 60000);

test('one writer at a time: a second writer is refused with PROFILE_IN_USE, readers are served', async () => {
  expect(await claimProfileWriter(h.db, { teamId, name: 'busy', holder: 'session:other', ttlMs: 60000 })).toBe(true);
  const writer = await scrape('/login', { name: 'busy', saveChanges: true });
  expect(writer).toMatchObject({ ok: false, code: 'PROFILE_IN_USE' });
  expect(!writer.ok && writer.message).toMatch(/"busy" is being changed by another scrape or interact session/);
  expectOk(await scrape('/account', { name: 'busy', saveChanges: false }));
  // a finished writer frees the profile for the next one
  expectOk(await scrape('/login', { name: 'free', saveChanges: true }));
  expectOk(await scrape('/login', { name: 'free', saveChanges: true }));
}, 60000);
