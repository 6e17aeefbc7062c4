import type { ImageResult, NewsResult, SearchProvider, SearchQuery, SearchResults, WebResult } from './search.types';
import { planSearch, type ResultFilter, type StreamPlan } from './search-plan.util';
import { passesDomainFilter } from './domain-filter.util';
import { isScrapeableUrl } from './url-checks.util';
import { passesImageSize } from './image-resolution.util';
import { snippetHighlights } from './highlights.util';

/**
 * The search use case. Whatever the provider did, the contract holds on the way out: domain lists,
 * `site:` and image-size operators, `ignoreInvalidURLs`, `limit` per group, 1-based positions, and
 * highlights from the provider's plain snippet (every provider gets the same ones; the search job
 * replaces them with page-text highlights when it has the page: `highlightFromPageText`).
 */
export async function runSearch(provider: SearchProvider, q: SearchQuery): Promise<SearchResults> {
  const plan = planSearch(q, Date.now());
  const raw = await provider.search(q);
  const filterOf = (group: StreamPlan['group']): ResultFilter | undefined => plan.streams.find((s) => s.group === group)?.filter;
  const out: SearchResults = {};
  const webFilter = filterOf('web');
  const web = webFilter && raw.web ? keep(raw.web, webFilter, plan.limit) : undefined;
  if (web?.length) {
    out.web = q.highlights ? web.map((r) => ({ ...r, description: snippetHighlights(r.description, q.query) })) : web;
  }
  const newsFilter = filterOf('news');
  const news = newsFilter && raw.news ? keep(raw.news, newsFilter, plan.limit) : undefined;
  if (news?.length) out.news = q.highlights ? news.map((r) => ({ ...r, snippet: snippetHighlights(r.snippet, q.query) })) : news;
  const imagesFilter = filterOf('images');
  const images = imagesFilter && raw.images ? keepImages(raw.images, imagesFilter, plan.limit) : undefined;
  if (images?.length) out.images = images;
  if (raw.warning) out.warning = raw.warning;
  if (raw.provider) out.provider = raw.provider;
  return out;
}

function urlAllowed(url: string, filter: ResultFilter): boolean {
  return passesDomainFilter(url, filter.include, filter.exclude) && (!filter.requireScrapeable || isScrapeableUrl(url));
}

function renumber<T extends { position: number }>(items: T[], limit: number): T[] {
  return items.slice(0, limit).map((r, i) => ({ ...r, position: i + 1 }));
}

function keep<T extends WebResult | NewsResult>(items: T[], filter: ResultFilter, limit: number): T[] {
  return renumber(items.filter((r) => urlAllowed(r.url, filter)), limit);
}

function keepImages(items: ImageResult[], filter: ResultFilter, limit: number): ImageResult[] {
  const sized = (r: ImageResult) =>
    passesImageSize(r.imageWidth && r.imageHeight ? { width: r.imageWidth, height: r.imageHeight } : undefined, filter.exactImageSize, filter.minImageSize);
  return renumber(items.filter((r) => urlAllowed(r.url, filter) && sized(r)), limit);
}
