import { mkdtemp, rm, utimes, writeFile } from 'fs/promises';
import os from 'os';
import path from 'path';
import { createLocalBlocklistProvider } from './local-blocklist-provider';
import { parseBlocklist } from './parse-list';
import { parseListSources, updateThreatLists } from './update-lists';

let dir: string;
beforeEach(async () => { dir = await mkdtemp(path.join(os.tmpdir(), 'threats-')); });
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

test('list formats: plain, hosts file, URLs, adblock; comments and junk skipped', () => {
  const text = '# comment\nbad.example\n0.0.0.0 hosts.example # trailing\n127.0.0.1 localhost\nhttps://Url.Example/path?q\n||ads.example^\n! adblock comment\nnot a domain\n\n';
  expect(parseBlocklist(text)).toEqual(['bad.example', 'hosts.example', 'url.example', 'ads.example']);
});

test('the local provider scores listed domains and their subdomains 100, rereads changed files', async () => {
  await writeFile(path.join(dir, 'one.txt'), 'bad.example\n');
  const provider = createLocalBlocklistProvider(dir, 0);
  expect(await provider.score('bad.example')).toBe(100);
  expect(await provider.score('cdn.bad.example')).toBe(100);
  expect(await provider.score('good.example')).toBe(0);
  await writeFile(path.join(dir, 'one.txt'), 'good.example\n');
  await utimes(path.join(dir, 'one.txt'), new Date(), new Date(Date.now() + 5000));
  expect(await provider.score('good.example')).toBe(100);
  expect(await provider.score('bad.example')).toBe(0);
});

test('no list files is a provider failure, not an all-clean answer', async () => {
  await expect(createLocalBlocklistProvider(dir).score('x.example')).rejects.toThrow(/threats update/);
  await expect(createLocalBlocklistProvider(path.join(dir, 'missing')).score('x.example')).rejects.toThrow();
});

test('update copies files and fetched URLs into normalised lists; a failed source keeps its old file', async () => {
  const src = path.join(dir, 'src-hosts');
  await writeFile(src, '0.0.0.0 one.example\n0.0.0.0 two.example\n0.0.0.0 one.example\n');
  const out = path.join(dir, 'lists');
  const sources = parseListSources(`local=${src}, remote=https://lists.test/phish.txt`);
  expect(sources).toEqual([{ name: 'local', location: src }, { name: 'remote', location: 'https://lists.test/phish.txt' }]);
  const fetched: string[] = [];
  const results = await updateThreatLists(out, sources, async (url) => { fetched.push(url); return 'phish.example\n'; });
  expect(results).toEqual([{ name: 'local', file: path.join(out, 'local.txt'), domains: 2 }, { name: 'remote', file: path.join(out, 'remote.txt'), domains: 1 }]);
  expect(fetched).toEqual(['https://lists.test/phish.txt']);
  const again = await updateThreatLists(out, sources, async () => { throw new Error('HTTP 503'); });
  expect(again[1]).toEqual({ name: 'remote', error: 'HTTP 503' });
  expect(await createLocalBlocklistProvider(out).score('phish.example')).toBe(100);
  expect(parseListSources('https://x.test/a/urlhaus.txt')).toEqual([{ name: 'urlhaus', location: 'https://x.test/a/urlhaus.txt' }]);
});
