import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FiltersEngine, Request } from '@ghostery/adblocker';

/** Debian's webext-ublock-origin-chromium ships EasyList and EasyPrivacy here (no network needed). */
export const DEFAULT_LIST_DIR = '/usr/share/chromium/extensions/ublock-origin/assets/thirdparties/easylist';
const LIST_FILES = ['easylist.txt', 'easyprivacy.txt'];
const ENGINE_FORMAT = 'ghostery-2.18.2-v1'; // bump when parse options change: the cache key includes it

let enginePromise: Promise<FiltersEngine | null> | undefined;
let listDir = DEFAULT_LIST_DIR;

/**
 * Where the filter lists are (the worker's ADBLOCK_LIST_DIR setting, through its config). Set
 * before the first browser starts: the engine is built once per process.
 */
export function setAdblockListDir(dir: string): void {
  if (dir === listDir) return;
  listDir = dir;
  enginePromise = undefined;
}

function listPaths(): string[] {
  const dir = listDir;
  return LIST_FILES.map((f) => path.join(dir, f)).filter((p) => existsSync(p));
}

/** Cache file name changes whenever a list file changes (path, size, mtime), so stale caches are never read. */
function cacheFileFor(paths: string[]): string {
  const h = createHash('sha1').update(ENGINE_FORMAT);
  for (const p of paths) {
    const st = statSync(p);
    h.update(`${p}|${st.size}|${st.mtimeMs}`);
  }
  return path.join(os.tmpdir(), `wsa-adblock-${h.digest('hex').slice(0, 16)}.bin`);
}

/** Parsing both lists takes ~0.9 s; the serialized engine loads in ~15 ms. */
function buildEngine(): FiltersEngine | null {
  const paths = listPaths();
  if (paths.length === 0) return null;
  const cacheFile = cacheFileFor(paths);
  if (existsSync(cacheFile)) {
    try {
      return FiltersEngine.deserialize(readFileSync(cacheFile));
    } catch {
      // corrupt or from another library version: rebuild below
    }
  }
  const text = paths.map((p) => readFileSync(p, 'utf8')).join('\n');
  const engine = FiltersEngine.parse(text, { loadCosmeticFilters: true, loadNetworkFilters: true });
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, engine.serialize());
    renameSync(tmp, cacheFile); // atomic: concurrent workers never read a half-written cache
  } catch {
    // a read-only tmp dir only costs the parse time on the next start
  }
  return engine;
}

/** Shared engine for the process; null when the list files are not installed (ad blocking then degrades to consent hiding). */
export function loadAdblockEngine(): Promise<FiltersEngine | null> {
  enginePromise ??= new Promise((resolve) => setImmediate(() => resolve(safeBuild())));
  return enginePromise;
}

function safeBuild(): FiltersEngine | null {
  try {
    return buildEngine();
  } catch {
    return null;
  }
}

export function warmAdblockEngine(): void {
  void loadAdblockEngine();
}

/** Puppeteer resource types map onto the engine's request types; frames other than the main one are sub_frame. */
export function isBlockedByLists(engine: FiltersEngine, url: string, sourceUrl: string, resourceType: string): boolean {
  const type = resourceType === 'document' ? 'sub_frame' : resourceType;
  const { match, redirect } = engine.match(Request.fromRawDetails({ url, sourceUrl, type: type as Request['type'] }));
  return match || redirect !== undefined;
}

/** EasyList's element-hiding CSS for this page (generic base rules plus the host's own). */
export function cosmeticCssFor(engine: FiltersEngine, pageUrl: string): string {
  const req = Request.fromRawDetails({ url: pageUrl });
  const { styles } = engine.getCosmeticsFilters({
    url: pageUrl,
    hostname: req.hostname,
    domain: req.domain,
    getBaseRules: true,
    getInjectionRules: false,
    getExtendedRules: false,
    getRulesFromDOM: false,
    getRulesFromHostname: true,
  });
  return styles;
}
