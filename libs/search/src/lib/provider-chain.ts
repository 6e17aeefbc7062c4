import { SearchProviderError } from './search-provider.error';
import type { SearchProvider, SearchQuery, SearchResults } from './search.types';


const hasResults = (r: SearchResults) => (r.web?.length ?? 0) + (r.news?.length ?? 0) + (r.images?.length ?? 0) > 0;

/**
 * Providers in the operator's order (SEARCH_PROVIDERS): the first that answers with results serves
 * the request; one that fails or finds nothing hands over to the next, within the one deadline of
 * the request. When none has results the answer is empty with a warning naming each provider's
 * outcome: never an error and never a hang. Unexpected (unclassified) errors still throw.
 */
export function createProviderChain(providers: SearchProvider[]): SearchProvider {
  return {
    name: providers.map((p) => p.name).join(','),
    async search(q: SearchQuery): Promise<SearchResults> {
      const deadline = Date.now() + q.timeoutMs;
      const outcomes: string[] = [];
      for (const provider of providers) {
        const left = deadline - Date.now();
        if (left <= 0 || q.signal?.aborted) {
          outcomes.push(`${provider.name}: not tried (the search timed out)`);
          continue;
        }
        try {
          const results = await provider.search({ ...q, timeoutMs: left });
          if (hasResults(results)) {
            const fellThrough = outcomes.length > 0 ? `Answered by ${provider.name} after: ${outcomes.join('; ')}.` : undefined;
            const warning = [fellThrough, results.warning].filter(Boolean).join(' ');
            return { ...results, ...(warning ? { warning } : {}), provider: provider.name };
          }
          outcomes.push(`${provider.name}: no results${results.warning ? ` (${results.warning})` : ''}`);
        } catch (err) {
          if (!(err instanceof SearchProviderError)) throw err;
          outcomes.push(`${provider.name}: ${err.message}`);
        }
      }
      return { warning: providers.length === 0 ? 'No search provider is configured (SEARCH_PROVIDERS).' : `No results from any search provider. ${outcomes.join(' ')}` };
    },
  };
}
