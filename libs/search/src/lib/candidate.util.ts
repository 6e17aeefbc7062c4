import type { ImageSize } from './query-operators.util';
import type { ResultFilter } from './search-plan.util';
import { passesDomainFilter } from './domain-filter.util';
import { isScrapeableUrl } from './url-checks.util';
import { isInWindow } from './tbs.util';
import { passesImageSize } from './image-resolution.util';
import { isGithubRepoItem } from './github-url.util';

/** A provider result reduced to what filtering and mapping need; providers build these from their own shape. */
export type Candidate = {
  url: string;
  title: string;
  content: string;
  publishedAt?: number;
  imageUrl?: string;
  thumbnailUrl?: string;
  size?: ImageSize;
  /** The provider says it is a PDF (content type, `[PDF]` marker, a paper's PDF link). */
  pdfHint?: boolean;
};

export function looksLikePdf(c: Candidate): boolean {
  if (c.pdfHint) return true;
  try {
    return new URL(c.url).pathname.toLowerCase().endsWith('.pdf');
  } catch {
    return false;
  }
}

/** The checks that make the API contract hold whatever the engines did with our operators. */
export function acceptsCandidate(filter: ResultFilter, c: Candidate): boolean {
  if (!passesDomainFilter(c.url, filter.include, filter.exclude)) return false;
  if (filter.requireScrapeable && !isScrapeableUrl(c.url)) return false;
  if (!isInWindow(c.publishedAt, filter.window)) return false;
  if (filter.pdfOnly && !looksLikePdf(c)) return false;
  if (filter.githubOnly && !isGithubRepoItem(c.url)) return false;
  if (filter.onlyDomains && !passesDomainFilter(c.url, filter.onlyDomains, [])) return false;
  return passesImageSize(c.size, filter.exactImageSize, filter.minImageSize);
}

/** Newest first; undated results keep their rank order after the dated ones. */
export function sortByDateDesc(items: Candidate[]): Candidate[] {
  return items
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (b.c.publishedAt ?? -Infinity) - (a.c.publishedAt ?? -Infinity) || a.i - b.i)
    .map(({ c }) => c);
}
