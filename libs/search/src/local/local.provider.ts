// the store comes from the caller (createLocalIndexStore in @wsa/db): this lib has no dependency
// on the database lib (which would close a project cycle through @wsa/testing)
import type { LocalCandidateRow, LocalIndexStats, LocalIndexStore } from './local-index.port';
import { assembleResults, type StreamOutcome } from '../lib/assemble-results';
import type { Candidate } from '../lib/candidate.util';
import { collectPages } from '../lib/page-collector.util';
import { planSearch, type StreamPlan } from '../lib/search-plan.util';
import { SearchProviderError } from '../lib/search-provider.error';
import type { SearchProvider, SearchQuery, SearchResults } from '../lib/search.types';
import type { TimeRange } from '../lib/tbs.util';
import { normaliseUrlKey } from '../lib/url-checks.util';
import { DEFAULT_BM25F, idf, scoreBm25f, type Bm25fParams } from './bm25f.ranker';
import { preferCountry } from './country-boost';
import { createDocumentFrequencies } from './document-frequencies';
import { DEFAULT_FIRST_STAGE, firstStage, type FirstStageOptions } from './first-stage';
import { imageCandidates } from './image-candidates';
import { anyLexemeQuery, localQueryText } from './local-query.util';
import { TtlCache } from './ttl-cache';

export type LocalProviderOptions = {
  /** createLocalIndexStore(db) from @wsa/db */
  store: LocalIndexStore;
  /** first-stage candidates reranked per stream (at least twice the limit) */
  candidates?: number;
  /** most matching pages the first stage ranks */
  matchCap?: number;
  ranker?: Bm25fParams;
  /** the impact-ordered postings' first stage (depth per lexeme, pool, fewest matches it is asked for) */
  firstStage?: Partial<Omit<FirstStageOptions, 'missingPenalty'>>;
};

const DAY = 86_400_000;
const RANGE_MS: Record<TimeRange, number> = { day: DAY, week: 7 * DAY, month: 31 * DAY, year: 366 * DAY };
const SNIPPET_CHARS = 300;

/**
 * The local index as a search provider: pages this service scraped, ranked by BM25F (a GIN
 * first stage on the weighted tsvector, then a rerank with field weights, length normalisation,
 * all-terms-first and proximity). Web, news (dated articles) and images (of matching pages).
 */
export function createLocalProvider(opts: LocalProviderOptions): SearchProvider {
  const { store } = opts;
  const statsCache = new TtlCache<LocalIndexStats>(60_000, 1);
  const stats = async () => statsCache.get('stats') ?? statsCache.set('stats', await store.stats());
  const documentFrequencies = createDocumentFrequencies(store);
  const firstStageOptions: FirstStageOptions = { ...DEFAULT_FIRST_STAGE, ...opts.firstStage, missingPenalty: (opts.ranker ?? DEFAULT_BM25F).missingPenalty };

  /** Ranked pages of one stream: every-term matches first, any-term ones when those are too few. */
  const rankStream = async (stream: StreamPlan, limit: number, now: number) => {
    const { text, positive } = localQueryText(stream.text);
    if (!positive.trim()) return [];
    const terms = await store.parseQuery(text, positive);
    if (terms.lexemes.length === 0 || !terms.tsquery) return [];
    const k = Math.max(limit * 2, opts.candidates ?? 60);
    const window = stream.filter.window ?? (stream.timeRange ? { from: now - RANGE_MS[stream.timeRange] } : undefined);
    const base = {
      lexemes: terms.lexemes,
      phrase: terms.phrase,
      matchCap: opts.matchCap ?? 2000,
      include: stream.filter.include.length > 0 ? stream.filter.include : null,
      exclude: stream.filter.exclude.length > 0 ? stream.filter.exclude : null,
      from: window?.from !== undefined ? new Date(window.from) : null,
      to: window?.to !== undefined ? new Date(window.to) : null,
      language: stream.language ? stream.language.split('-')[0].toLowerCase() : null,
      newsOnly: stream.group === 'news',
      withImagesOnly: stream.group === 'images',
      k,
    };
    // term statistics first: the postings' first stage scores with the lexemes' IDF
    const collection = await stats();
    const df = await documentFrequencies(terms.lexemes, collection.pages);
    const dfs = terms.lexemes.map((l) => Math.min(df.get(l) ?? 1, Math.max(collection.pages, 1)));
    const idfs = dfs.map((n) => idf(Math.max(collection.pages, 1), n));
    // pages an every-term query can match: at most the rarest lexeme's; an any-term one, at most their sum
    const stage = (tsquery: string, matches: number) => firstStage(store, { ...base, tsquery }, dfs, idfs, matches, firstStageOptions).then((r) => r.rows);
    let rows = await stage(terms.tsquery, Math.min(...dfs));
    if (rows.length < limit && terms.lexemes.length > 1) {
      const seen = new Set(rows.map((r) => r.id));
      const any = await stage(anyLexemeQuery(terms.lexemes), dfs.reduce((a, b) => a + b, 0));
      rows = [...rows, ...any.filter((r) => !seen.has(r.id))];
    }
    // pages of the search's country move up (a boost, not a filter: see country-boost.ts)
    return (await preferCountry(store, scoreBm25f(rows, terms.lexemes, df, collection, opts.ranker), stream.country)).map((s) => s.row);
  };

  const pageCandidate = (row: LocalCandidateRow, stream: StreamPlan): Candidate => ({
    url: row.url,
    title: row.title || row.url,
    content: row.description || snippet(row.lead),
    // a page without a publish date is dated by when we saw it (web); news only has dated articles
    publishedAt: (row.published_at ?? (stream.group === 'news' ? undefined : row.scraped_at))?.getTime(),
  });

  return {
    name: 'local',
    async search(q: SearchQuery): Promise<SearchResults> {
      const now = Date.now();
      const plan = planSearch(q, now);
      const signal = q.signal ? AbortSignal.any([AbortSignal.timeout(Math.max(1, q.timeoutMs)), q.signal]) : AbortSignal.timeout(Math.max(1, q.timeoutMs));
      const outcomes: StreamOutcome[] = [];
      try {
        for (const stream of plan.streams) {
          if (signal.aborted) throw new SearchProviderError('timeout', 'The local index search timed out.');
          const rows = await rankStream(stream, plan.limit, now);
          const candidates = stream.group === 'images' ? await imageCandidates(store, rows, localQueryText(stream.text).positive) : rows.map((r) => pageCandidate(r, stream));
          const dedupeKey = stream.group === 'images' ? (c: Candidate) => c.imageUrl ?? c.url : (c: Candidate) => normaliseUrlKey(c.url);
          // one "page" holding every ranked candidate: the shared filters and limit then apply as for any provider
          let served = false;
          const fetchPage = async () => (served ? { candidates: [], failures: [] } : ((served = true), { candidates, failures: [] }));
          outcomes.push({ stream, collected: await collectPages({ fetchPage, limit: plan.limit, maxPages: 1, filter: stream.filter, dedupeKey, signal }) });
        }
      } catch (err) {
        if (err instanceof SearchProviderError) throw err;
        throw new SearchProviderError('unreachable', `The local index could not be searched: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
      return assembleResults(outcomes, plan.limit, now);
    },
  };
}

const snippet = (text: string) => (text.length <= SNIPPET_CHARS ? text : `${text.slice(0, SNIPPET_CHARS).replace(/\s+\S*$/, '')}...`);
