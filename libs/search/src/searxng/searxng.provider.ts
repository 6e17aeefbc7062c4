import type { SearchProvider, SearchQuery, SearchResults } from '../lib/search.types';
import { planSearch, type StreamPlan } from '../lib/search-plan.util';
import { assembleResults, type StreamOutcome } from '../lib/assemble-results';
import { collectPages, type Page } from '../lib/page-collector.util';
import type { Candidate } from '../lib/candidate.util';
import { normaliseUrlKey } from '../lib/url-checks.util';
import { fetchSearxngJson, searchEndpoint } from './searxng.client';
import { buildSearxngParams } from './searxng-params.util';
import { toCandidates, toEngineFailures } from './searxng-mapping.util';

export type SearxngProviderOptions = { baseUrl: string; fetchImpl?: typeof fetch; maxPages?: number };

/** Deadline of the whole search (all streams and pages), also ended by the caller's signal. */
function deadlineSignal(q: SearchQuery): AbortSignal {
  const timeout = AbortSignal.timeout(Math.max(1, q.timeoutMs));
  return q.signal ? AbortSignal.any([timeout, q.signal]) : timeout;
}

function dedupeKey(stream: StreamPlan): (c: Candidate) => string {
  // One page can host many images, so images are "the same" only when the image itself is.
  return stream.group === 'images' ? (c) => c.imageUrl ?? c.url : (c) => normaliseUrlKey(c.url);
}

/** The SearXNG provider: one paged stream per group/category, run concurrently, mapped to the API groups. */
export function createSearxngProvider(opts: SearxngProviderOptions): SearchProvider {
  const client = { baseUrl: opts.baseUrl, fetchImpl: opts.fetchImpl ?? fetch };
  const maxPages = Math.max(1, opts.maxPages ?? 5);

  async function runStream(stream: StreamPlan, limit: number, signal: AbortSignal): Promise<StreamOutcome> {
    const fetchPage = async (pageno: number): Promise<Page> => {
      const response = await fetchSearxngJson(client, buildSearxngParams(stream, pageno), signal);
      const candidates = toCandidates(response);
      return {
        candidates: stream.group === 'images' ? candidates.filter((c) => c.imageUrl) : candidates,
        failures: toEngineFailures(response),
      };
    };
    const collected = await collectPages({ fetchPage, limit, maxPages, filter: stream.filter, dedupeKey: dedupeKey(stream), signal });
    return { stream, collected };
  }

  return {
    name: 'searxng',
    async search(q: SearchQuery): Promise<SearchResults> {
      searchEndpoint(client.baseUrl); // fail fast with not_configured before planning any request
      const plan = planSearch(q, Date.now());
      const signal = deadlineSignal(q);
      const outcomes = await Promise.all(plan.streams.map((s) => runStream(s, plan.limit, signal)));
      return assembleResults(outcomes, plan.limit, Date.now());
    },
  };
}
