import type { Candidate } from '../lib/candidate.util';
import { collectPages, type Page } from '../lib/page-collector.util';
import { assembleResults, type StreamOutcome } from '../lib/assemble-results';
import { planSearch, type StreamPlan } from '../lib/search-plan.util';
import { DEFAULT_RESEARCH_DOMAINS, researchStream } from '../lib/research-domains';
import { SearchProviderError } from '../lib/search-provider.error';
import type { SearchProvider, SearchQuery, SearchResults } from '../lib/search.types';
import { normaliseUrlKey } from '../lib/url-checks.util';
import { DuckduckgoClient, type DuckduckgoClientOptions } from './duckduckgo.client';
import { parseDuckduckgoHtml } from './duckduckgo-html.parser';
import { extractVqd, parseDuckduckgoImages, parseDuckduckgoNews } from './duckduckgo-json.parser';
import { duckduckgoHtmlParams, duckduckgoJsonParams } from './duckduckgo-params.util';

export type DuckduckgoProviderOptions = DuckduckgoClientOptions & {
  maxPages?: number;
  /** hosts of the research category (default DEFAULT_RESEARCH_DOMAINS; SEARCH_RESEARCH_DOMAINS) */
  researchDomains?: readonly string[];
};

// developer needs an engine category DuckDuckGo does not have: that stream is left to the next
// provider of the chain rather than answered with plain web results. research is a web search
// restricted to the research hosts (researchStream).
const UNSUPPORTED_CATEGORIES = new Set(['developer']);

/**
 * DuckDuckGo without a key: web from the no-JavaScript results page, news and images from the JSON
 * behind its tabs (a `vqd` token from the results page first). Parsed without a browser.
 */
export function createDuckduckgoProvider(opts: DuckduckgoProviderOptions): SearchProvider {
  const client = new DuckduckgoClient(opts);
  const maxPages = Math.max(1, opts.maxPages ?? 3);
  const researchDomains = opts.researchDomains?.length ? opts.researchDomains : DEFAULT_RESEARCH_DOMAINS;

  const webPage = (stream: StreamPlan, signal: AbortSignal) => {
    let offset = 0;
    return async (pageno: number): Promise<Page> => {
      if (pageno > 1 && offset === 0) return { candidates: [], failures: [] };
      const { body } = await client.get(client.htmlBase, 'html/', duckduckgoHtmlParams(stream, offset), signal);
      const page = parseDuckduckgoHtml(body);
      if (page.status === 'rate_limited') throw client.refused('bot check');
      if (page.status === 'no_results') return { candidates: [], failures: [] };
      offset = page.nextOffset ?? 0;
      return { candidates: page.candidates, failures: [] };
    };
  };

  const jsonPage = (stream: StreamPlan, signal: AbortSignal) => {
    let vqd: string | undefined;
    return async (pageno: number): Promise<Page> => {
      vqd ??= await token(stream, signal);
      const offset = (pageno - 1) * (stream.group === 'images' ? 100 : 30);
      const endpoint = stream.group === 'news' ? 'news.js' : 'i.js';
      const { body } = await client.get(opts.baseUrl, endpoint, duckduckgoJsonParams(stream, vqd, offset), signal);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        if (/anomaly/i.test(body)) throw client.refused('bot check');
        throw new SearchProviderError('bad_response', `DuckDuckGo's ${stream.group} answer is not JSON.`);
      }
      return { candidates: stream.group === 'news' ? parseDuckduckgoNews(json) : parseDuckduckgoImages(json), failures: [] };
    };
  };

  const token = async (stream: StreamPlan, signal: AbortSignal): Promise<string> => {
    const params = new URLSearchParams({ q: stream.text, ia: stream.group === 'news' ? 'news' : 'images' });
    const { body } = await client.get(opts.baseUrl, '', params, signal);
    const vqd = extractVqd(body);
    if (!vqd) throw new SearchProviderError('bad_response', `DuckDuckGo's page gave no token for ${stream.group} search.`);
    return vqd;
  };

  return {
    name: 'duckduckgo',
    async search(q: SearchQuery): Promise<SearchResults> {
      const plan = planSearch(q, Date.now());
      const timeout = AbortSignal.timeout(Math.max(1, q.timeoutMs));
      const signal = q.signal ? AbortSignal.any([timeout, q.signal]) : timeout;
      const skipped = plan.streams.filter((s) => s.category && UNSUPPORTED_CATEGORIES.has(s.category));
      const streams = plan.streams.filter((s) => !skipped.includes(s)).map((s) => (s.category === 'research' ? researchStream(s, researchDomains) : s));
      if (streams.length === 0) throw new SearchProviderError('bad_response', `DuckDuckGo has no ${skipped.map((s) => s.category).join(' or ')} category.`);
      const outcomes: StreamOutcome[] = [];
      // one stream after another: the client sends one request at a time anyway
      for (const stream of streams) {
        const fetchPage = stream.group === 'web' ? webPage(stream, signal) : jsonPage(stream, signal);
        const dedupeKey = stream.group === 'images' ? (c: Candidate) => c.imageUrl ?? c.url : (c: Candidate) => normaliseUrlKey(c.url);
        outcomes.push({ stream, collected: await collectPages({ fetchPage, limit: plan.limit, maxPages, filter: stream.filter, dedupeKey, signal }) });
      }
      const warnings = skipped.length > 0 ? [`DuckDuckGo has no ${skipped.map((s) => s.category).join('/')} category; those results are missing.`] : [];
      return assembleResults(outcomes, plan.limit, Date.now(), warnings);
    },
  };
}
