import { pageTextHighlights } from './highlights.util';
import type { NewsResult, WebResult } from './search.types';

/**
 * Where a result's page text (markdown) may be found: this request's scrape, the scrape cache, and
 * later the local index. Undefined when the source does not have the page; a source that fails is
 * treated the same (a highlight is never worth failing a search).
 */
export type PageTextSource = (url: string) => Promise<string | undefined>;

export type HighlightOrigin = 'page' | 'snippet';

/**
 * With `highlights`, a web result's `description` and a news result's `snippet` become the passages
 * of its page text most relevant to the query. The sources are asked in order; the first whose text
 * holds a query word wins. Results no source knows (or whose page never uses a query word) keep the
 * provider's snippet. Mutates the results; returns where each highlight came from, by URL.
 */
export async function highlightFromPageText(
  groups: { web?: WebResult[]; news?: NewsResult[] },
  query: string,
  sources: readonly PageTextSource[],
): Promise<Map<string, HighlightOrigin>> {
  const origins = new Map<string, HighlightOrigin>();
  const fromPage = async (url: string): Promise<string | undefined> => {
    for (const source of sources) {
      const text = await source(url).catch(() => undefined);
      const highlight = text ? pageTextHighlights(text, query) : '';
      if (highlight) return highlight;
    }
    return undefined;
  };
  await Promise.all([
    ...(groups.web ?? []).map(async (r) => {
      const highlight = await fromPage(r.url);
      if (highlight) r.description = highlight;
      origins.set(r.url, highlight ? 'page' : 'snippet');
    }),
    ...(groups.news ?? []).map(async (r) => {
      const highlight = await fromPage(r.url);
      if (highlight) r.snippet = highlight;
      origins.set(r.url, highlight ? 'page' : 'snippet');
    }),
  ]);
  return origins;
}
