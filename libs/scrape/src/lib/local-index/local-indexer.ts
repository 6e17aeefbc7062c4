import { upsertIndexedPage, type Db } from '@wsa/db';
import { buildIndexablePage } from './indexable-page';

export type IndexRequest = { html: string; url: string; scrapedAt: Date };

/** Takes finished pages and writes them to the local index later, off the scrape's answer path. */
export type LocalIndexer = {
  /** Queues a page; never throws and never waits. A full queue drops the page (logged). */
  enqueue(page: IndexRequest): void;
  /** Resolves when every queued page has been written or given up (tests, shutdown). */
  drain(): Promise<void>;
};

type Logger = { warn(obj: object, msg?: string): void };

/**
 * One page at a time, each after a macrotask turn (setTimeout), so a burst of finished scrapes
 * answers first and the HTML parse and the write happen after. A failure is logged and dropped:
 * the index is best effort, a scrape's answer never depends on it.
 */
export function createLocalIndexer(db: Db, logger?: Logger, maxPending = 100): LocalIndexer {
  const pending: IndexRequest[] = [];
  let running: Promise<void> | null = null;

  const writeOne = async (page: IndexRequest) => {
    try {
      const record = buildIndexablePage(page.html, page.url, page.scrapedAt);
      if (record) await upsertIndexedPage(db, record);
    } catch (err) {
      logger?.warn({ url: page.url, err: err instanceof Error ? err.message : String(err) }, 'local index write failed');
    }
  };

  const run = async () => {
    while (pending.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const page = pending.shift();
      if (page) await writeOne(page);
    }
    running = null;
  };

  return {
    enqueue(page) {
      if (pending.length >= maxPending) {
        logger?.warn({ url: page.url, pending: pending.length }, 'local index queue full; page not indexed');
        return;
      }
      pending.push(page);
      running ??= run();
    },
    async drain() {
      while (running) await running;
    },
  };
}
