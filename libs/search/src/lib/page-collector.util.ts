import { SearchProviderError } from './search-provider.error';
import { acceptsCandidate, sortByDateDesc, type Candidate } from './candidate.util';
import type { ResultFilter } from './search-plan.util';

export type EngineFailure = { engine: string; reason: string };
export type Page = { candidates: Candidate[]; failures: EngineFailure[] };

export type CollectOptions = {
  fetchPage: (pageno: number) => Promise<Page>;
  limit: number;
  maxPages: number;
  filter: ResultFilter;
  /** How two results are "the same" (page URL for web/news, image URL for images). */
  dedupeKey: (c: Candidate) => string;
  signal: AbortSignal;
};

export type Collected = { items: Candidate[]; failures: EngineFailure[]; timedOut: boolean };

/**
 * Pages 1, 2, 3... until `limit` accepted results, a page with nothing new (engines ran out or repeat
 * themselves), `maxPages`, or the deadline. A deadline after some results returns them as partial.
 */
export async function collectPages(o: CollectOptions): Promise<Collected> {
  const seen = new Set<string>();
  const items: Candidate[] = [];
  const failures = new Map<string, EngineFailure>();
  let timedOut = false;
  // Sorting by date must rank dated results, so only those count towards filling the limit then.
  const filled = () => (o.filter.sortByDate ? items.filter((c) => c.publishedAt !== undefined).length : items.length) >= o.limit;
  for (let pageno = 1; pageno <= o.maxPages && !filled(); pageno++) {
    let page: Page;
    try {
      if (o.signal.aborted) throw new SearchProviderError('timeout', 'search deadline reached');
      page = await o.fetchPage(pageno);
    } catch (err) {
      if (err instanceof SearchProviderError && err.kind === 'timeout' && pageno > 1) {
        timedOut = true;
        break;
      }
      throw err;
    }
    for (const f of page.failures) failures.set(f.engine, f);
    let fresh = 0;
    for (const c of page.candidates) {
      const key = o.dedupeKey(c);
      if (seen.has(key)) continue;
      seen.add(key);
      fresh++;
      if (acceptsCandidate(o.filter, c)) items.push(c);
    }
    if (fresh === 0) break;
  }
  const ordered = o.filter.sortByDate ? sortByDateDesc(items) : items;
  return { items: ordered.slice(0, o.limit), failures: [...failures.values()], timedOut };
}
