import type { SearchQuery, WebCategory } from './search.types';
import { buildDomainOperators, normaliseHost, parseQueryOperators, type ImageSize } from './query-operators.util';
import { parseTbs, type TimeRange } from './tbs.util';
import { resolveCountry, resolveLanguage } from './country-language.util';

export type Group = 'web' | 'news' | 'images';

/** Checks every provider's results must pass; the provider applies them while paging so `limit` still fills. */
export type ResultFilter = {
  include: string[];
  exclude: string[];
  requireScrapeable: boolean;
  window?: { from?: number; to?: number };
  sortByDate: boolean;
  exactImageSize?: ImageSize;
  minImageSize?: ImageSize;
  pdfOnly: boolean;
  /** github category: only github.com repositories, issues and pull requests */
  githubOnly: boolean;
  /** research category on a provider without a science engine: only results on these hosts (or their subdomains) */
  onlyDomains?: string[];
};

/** One provider search to run: a group (and for web, optionally a category) with its own text and filters. */
export type StreamPlan = {
  group: Group;
  category?: WebCategory;
  text: string;
  timeRange?: TimeRange;
  language?: string;
  /** the country the results are for (location's, else `country`), lower-case alpha-2; providers may prefer its pages */
  country?: string;
  safe: boolean;
  filter: ResultFilter;
};

export type SearchPlan = { limit: number; streams: StreamPlan[] };

function hosts(list: string[] | undefined): string[] {
  return (list ?? []).map(normaliseHost).filter((h): h is string => h !== undefined);
}

/** A category's query text and filter: pdf adds `filetype:pdf`, github a `site:github.com` restriction. */
function categoryStream(category: WebCategory, text: string, filter: ResultFilter): Pick<StreamPlan, 'text' | 'filter'> {
  if (category === 'pdf') return { text: `${text} filetype:pdf`, filter: { ...filter, pdfOnly: true } };
  if (category === 'github') return { text: `${text} site:github.com`, filter: { ...filter, githubOnly: true } };
  return { text, filter };
}

/** Turns a SearchQuery into provider-neutral streams: operators parsed, domains, tbs and language resolved. */
export function planSearch(q: SearchQuery, now: number): SearchPlan {
  const parsed = parseQueryOperators(q.query);
  const includeDomains = hosts(q.includeDomains);
  const excludeDomains = hosts(q.excludeDomains);
  const domainText = buildDomainOperators(includeDomains, excludeDomains);
  const text = [parsed.text, domainText].filter(Boolean).join(' ');
  const base: ResultFilter = {
    include: [...new Set([...includeDomains, ...parsed.sites])],
    exclude: [...new Set([...excludeDomains, ...parsed.excludedSites])],
    requireScrapeable: q.ignoreInvalidURLs,
    sortByDate: false,
    pdfOnly: false,
    githubOnly: false,
  };
  const safe = q.safe === true;
  const streams: StreamPlan[] = [];
  const seen = new Set<Group>();
  for (const source of q.sources) {
    if (seen.has(source.type)) continue;
    seen.add(source.type);
    if (source.type === 'web') {
      const tbs = parseTbs(source.tbs ?? q.tbs, now);
      const language = resolveLanguage(source.location ?? q.location, q.country);
      const country = resolveCountry(source.location ?? q.location, q.country);
      const filter: ResultFilter = { ...base, window: tbs.window, sortByDate: tbs.sortByDate };
      const categories = [...new Set(q.categories.map((c) => c.type))];
      const common = { group: 'web' as const, timeRange: tbs.timeRange, language, country, safe };
      if (categories.length === 0) streams.push({ ...common, text, filter });
      for (const category of categories) streams.push({ ...common, category, ...categoryStream(category, text, filter) });
    } else {
      const language = resolveLanguage(q.location, q.country);
      const country = resolveCountry(q.location, q.country);
      const filter: ResultFilter =
        source.type === 'images' ? { ...base, exactImageSize: parsed.exactImageSize, minImageSize: parsed.minImageSize } : base;
      streams.push({ group: source.type, text, language, country, safe, filter });
    }
  }
  return { limit: Math.max(1, Math.min(100, Math.floor(q.limit))), streams };
}
