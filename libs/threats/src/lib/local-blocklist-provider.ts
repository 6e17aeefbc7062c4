import { readdir, readFile, stat } from 'fs/promises';
import path from 'path';
import { plainMatches } from './domain-match';
import { parseBlocklist } from './parse-list';
import type { RiskProvider } from './risk-provider';

/** Every `*.txt` and `*.list` file of the directory is one list; `admin threats update` fills it. */
export const LIST_FILE = /\.(txt|list)$/;

/**
 * The default risk provider: hostnames on any list file under `dir` (or a parent domain of theirs)
 * score 100, all others 0. The lists are reread when a file changes (checked at most every
 * `recheckMs`), so `threats update` takes effect without a restart. A missing or empty directory
 * is a provider failure (the request's failurePolicy decides), not a silent "all clean".
 */
export function createLocalBlocklistProvider(dir: string, recheckMs = 10000): RiskProvider {
  let loaded: { domains: Set<string>; signature: string; checkedAt: number } | null = null;

  async function signature(): Promise<{ files: string[]; signature: string }> {
    const files = (await readdir(dir)).filter((f) => LIST_FILE.test(f)).sort();
    const stats = await Promise.all(files.map((f) => stat(path.join(dir, f))));
    return { files, signature: files.map((f, i) => `${f}:${stats[i].size}:${stats[i].mtimeMs}`).join('|') };
  }

  async function domains(): Promise<Set<string>> {
    if (loaded && Date.now() - loaded.checkedAt < recheckMs) return loaded.domains;
    const current = await signature();
    if (current.files.length === 0) throw new Error(`no threat list files (*.txt, *.list) in ${dir}; run: npm run admin -- threats update`);
    if (!loaded || loaded.signature !== current.signature) {
      const set = new Set<string>();
      for (const f of current.files) for (const d of parseBlocklist(await readFile(path.join(dir, f), 'utf8'))) set.add(d);
      loaded = { domains: set, signature: current.signature, checkedAt: Date.now() };
    } else {
      loaded.checkedAt = Date.now();
    }
    return loaded.domains;
  }

  return {
    name: 'local-blocklist',
    async score(host) {
      return plainMatches(await domains(), host) ? 100 : 0;
    },
  };
}
