import type { PaperRecord, SourcePage } from '../lib/paper-record';
import { queryTerms } from '../lib/tsquery';
import { parseArxivFeed } from './arxiv.parser';
import { SourceClient, SourceError } from './source-client';

// The arXiv API (https://info.arxiv.org/help/api/user-manual.html): an Atom feed; its terms ask for
// one request every three seconds on a single connection.
export type ArxivOptions = { baseUrl: string; contactEmail?: string; fetchImpl?: typeof fetch; minIntervalMs?: number };

const STOP = new Set(['the', 'of', 'and', 'in', 'on', 'for', 'to', 'a', 'an', 'with', 'by', 'from', 'is', 'are', 'at', 'as', 'or', 'how', 'what', 'does', 'do']);

/** Free text to an arXiv search_query: every significant word in any field (at most six). */
export function arxivQueryOf(text: string): string {
  return queryTerms(text).filter((t) => t.length > 1 && !STOP.has(t)).slice(0, 6).map((t) => `all:${t}`).join(' AND ');
}

export class ArxivSource {
  private readonly client: SourceClient;

  constructor(o: ArxivOptions) {
    const interval = o.minIntervalMs ?? 3000;
    this.client = new SourceClient({ name: 'arXiv', baseUrl: o.baseUrl, ratePerSec: 1000 / interval, burst: 1, contactEmail: o.contactEmail, fetchImpl: o.fetchImpl, timeoutMs: 30000 });
  }

  /** One page of a search_query (arXiv syntax, e.g. `cat:cs.CL AND all:transformer`). */
  async search(searchQuery: string, start: number, max: number, deadline: number, sort: 'relevance' | 'submittedDate' = 'relevance'): Promise<SourcePage> {
    const xml = await this.client.get('/api/query', { search_query: searchQuery, start, max_results: Math.min(max, 2000), sortBy: sort, sortOrder: 'descending' }, deadline);
    const page = parseArxivFeed(xml, start);
    if (page.error) throw new SourceError('arXiv', page.error);
    return page;
  }

  async byId(id: string, deadline: number): Promise<PaperRecord | null> {
    const xml = await this.client.get('/api/query', { id_list: id, max_results: 1 }, deadline);
    const page = parseArxivFeed(xml, 0);
    if (page.error) return null;
    return page.records.find((r) => r.ids.arxiv === id) ?? null;
  }
}
