import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LIST_DIR, cosmeticCssFor, isBlockedByLists, loadAdblockEngine } from './adblock-engine';

const haveLists = existsSync(path.join(DEFAULT_LIST_DIR, 'easylist.txt'));

(haveLists ? describe : describe.skip)('adblock engine (EasyList + EasyPrivacy)', () => {
  it('matches ad and tracker requests but not first-party content, and caches the parsed engine', async () => {
    const engine = await loadAdblockEngine();
    expect(engine).not.toBeNull();
    const e = engine!;
    expect(isBlockedByLists(e, 'http://ads.example.test/ads/banner.js', 'http://news.test/', 'script')).toBe(true);
    expect(isBlockedByLists(e, 'https://www.google-analytics.com/analytics.js', 'https://news.test/', 'script')).toBe(true);
    expect(isBlockedByLists(e, 'https://news.test/static/app.js', 'https://news.test/', 'script')).toBe(false);
    expect(isBlockedByLists(e, 'https://cdn.news.test/article.css', 'https://news.test/', 'stylesheet')).toBe(false);
    expect(readdirSync(os.tmpdir()).some((f) => /^wsa-adblock-[0-9a-f]{16}\.bin$/.test(f))).toBe(true);
    expect(await loadAdblockEngine()).toBe(engine); // one engine per process
  });
  it('produces element-hiding CSS', async () => {
    const css = cosmeticCssFor((await loadAdblockEngine())!, 'https://news.test/a');
    expect(css).toMatch(/display: none !important/);
  });
});
