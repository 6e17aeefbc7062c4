import { countIndexedPages, findOrCreateIndexIngestTeam, findOrCreateTeam, type Db } from '@wsa/db';
import { createScrapeDispatcher, indexUrls, readSitemapUrls, type IndexProgress } from '@wsa/jobs/local-index';
import { createProducer, scrapeJob } from '@wsa/queue';
import { type Flags, UsageError } from './cli-errors';
import type { QueueAccess } from './job-commands';


function wholeNumber(flags: Flags, name: string, def: number, max: number): number {
  const v = flags[name];
  if (v === undefined) return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`--${name} must be a whole number from 1 to ${max}`);
  return n;
}

/** one line per finished URL on stderr (stdout keeps its one JSON summary line) */
const printProgress = (p: IndexProgress) => process.stderr.write(`[${p.done}/${p.total}] ${p.ok ? 'scraped' : `failed (${p.code})`} ${p.url}\n`);

/**
 * The local search index: pages are scraped through the scrape queue (a scrape worker must run);
 * the scrape worker indexes each page after it answered (LOCAL_INDEX).
 */
export function indexCommands(queueAccess: QueueAccess, allowLocalTargets: boolean): Record<string, (db: Db, flags: Flags, args: string[]) => Promise<unknown>> {
  const withDispatcher = async <T>(db: Db, flags: Flags, run: (deps: { dispatchScrape: ReturnType<typeof createScrapeDispatcher>; teamId: string; uncharged: boolean; timeoutMs: number; concurrency: number }) => Promise<T>) => {
    // by default the operator's index-ingest team (recorded, never charged); --team charges a team
    const named = typeof flags.team === 'string' && flags.team !== '';
    const team = named ? await findOrCreateTeam(db, String(flags.team)) : await findOrCreateIndexIngestTeam(db);
    const producer = await createProducer(scrapeJob, { ...queueAccess(), waits: true });
    try {
      const dispatchScrape = createScrapeDispatcher(db, producer, { allowLocalTargets });
      return await run({ dispatchScrape, teamId: team.id, uncharged: !named, timeoutMs: wholeNumber(flags, 'timeout', 60, 600) * 1000, concurrency: wholeNumber(flags, 'concurrency', 4, 64) });
    } finally {
      await producer.close();
    }
  };
  return {
    async 'index add'(db, flags, args) {
      const urls = args.filter(Boolean);
      if (urls.length === 0) throw new UsageError('usage: index add <url>... [--team <name>] [--concurrency <n>] [--timeout <seconds>]');
      const bad = urls.filter((u) => !/^https?:\/\/\S+$/i.test(u));
      if (bad.length) throw new UsageError(`not an http(s) URL: ${bad.join(', ')}`);
      const summary = await withDispatcher(db, flags, (deps) => indexUrls(urls, { db, ...deps, onProgress: printProgress }));
      return { ...summary, pagesInIndex: await countIndexedPages(db) };
    },
    async 'index sitemap'(db, flags, args) {
      const sitemap = args[0];
      if (!sitemap || !/^https?:\/\/\S+$/i.test(sitemap)) throw new UsageError('usage: index sitemap <sitemap url> [--max <urls>] [--team <name>] [--concurrency <n>] [--timeout <seconds>]');
      const maxUrls = wholeNumber(flags, 'max', 1000, 100_000);
      return withDispatcher(db, flags, async (deps) => {
        const listed = await readSitemapUrls(sitemap, { ...deps, maxUrls });
        process.stderr.write(`sitemap: ${listed.urls.length} page URLs from ${listed.sitemaps} sitemap file(s)\n`);
        const summary = await indexUrls(listed.urls, { db, ...deps, onProgress: printProgress });
        return { sitemap, sitemapFiles: listed.sitemaps, sitemapErrors: listed.errors, ...summary, pagesInIndex: await countIndexedPages(db) };
      });
    },
  };
}

export const INDEX_FLAGS = ['concurrency', 'timeout', 'max'];
export const INDEX_USAGE = `  index add <url>... [--team <name>] [--concurrency <n>] [--timeout <seconds>]   (scraped through the scrape queue, then indexed)
  index sitemap <sitemap url> [--max <urls>] [--team <name>] [--concurrency <n>] [--timeout <seconds>]`;
