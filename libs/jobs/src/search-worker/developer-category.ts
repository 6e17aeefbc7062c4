import type { SearchRequest, WebResult } from '@wsa/contracts';
import type { Db } from '@wsa/db';
import { searchDeveloperIndex } from '@wsa/developer-index';
import { runSearch, type SearchProvider, type SearchQuery, type SearchResults } from '@wsa/search';

/**
 * Where the web fallback of the developer category looks when the Developer Index has no hit (and
 * the caller named no domains): code hosts, Q&A and the large documentation sites.
 */
export const DEVELOPER_SITES = ['github.com', 'stackoverflow.com', 'developer.mozilla.org', 'docs.python.org', 'pkg.go.dev', 'docs.rs', 'readthedocs.io'];

/** `categories: ["developer"]` (it cannot be combined with another category). */
export function isDeveloperCategory(request: SearchRequest): boolean {
  return request.categories.some((c) => c.type === 'developer');
}

/**
 * The developer category of web search: the web group from the Developer Index (description = the
 * first passage), else from the web providers restricted to developer sites; other groups (news,
 * images) from the providers as usual. An index failure is a warning and the fallback answers.
 */
export async function searchDeveloperCategory(db: Db, provider: SearchProvider | null, q: SearchQuery): Promise<SearchResults> {
  const wantsWeb = q.sources.some((s) => s.type === 'web');
  const warnings: string[] = [];
  let web: WebResult[] = [];
  if (wantsWeb) {
    try {
      const found = await searchDeveloperIndex(db, { query: q.query, k: Math.max(1, Math.min(100, q.limit)), passages: 1 });
      web = found.results.map((r, i) => ({ url: r.url, title: r.title ?? r.id, description: r.passages[0]?.text ?? '', position: i + 1, category: 'developer' as const }));
    } catch (err) {
      warnings.push(`developer index unavailable (${(err as Error).message}); answered from web search`);
    }
  }
  const fallback = wantsWeb && web.length === 0;
  const others = q.sources.filter((s) => s.type !== 'web');
  let rest: SearchResults = {};
  if (provider && (fallback || others.length > 0)) {
    const sites = q.includeDomains?.length ? q.includeDomains : DEVELOPER_SITES;
    rest = await runSearch(provider, {
      ...q, categories: [], sources: fallback ? q.sources : others, ...(fallback ? { includeDomains: sites, excludeDomains: undefined } : {}),
    });
  } else if (fallback) {
    warnings.push('the Developer Index has no match and no web search provider is configured');
  }
  if (rest.warning) warnings.push(rest.warning);
  const out: SearchResults = { ...rest };
  if (web.length > 0) out.web = web;
  else if (rest.web) out.web = rest.web.map((r) => ({ ...r, category: 'developer' as const }));
  if (warnings.length) out.warning = warnings.join('; ');
  else delete out.warning;
  if (web.length > 0) out.provider = 'developer-index';
  return out;
}
