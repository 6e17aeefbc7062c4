/**
 * Input of the search use case. Deliberately a plain type owned by this lib (not the HTTP schema of
 * libs/contracts), so the use case does not depend on request parsing; the caller maps one to the other.
 *
 * - `query`: user text; may contain `site:` / `-site:` and, for images, `imagesize:WxH` / `larger:WxH`.
 * - `limit`: results wanted per source type (the API allows 1..100).
 * - `sources`: groups to fill; a `web` source may carry its own `tbs` / `location` (they win over the top-level ones).
 * - `categories`: restrict the web group (research / pdf / developer / github); results get `category` set.
 * - `includeDomains` / `excludeDomains`: bare hostnames; a subdomain of a listed host matches too.
 * - `tbs`: Google-style time filter (`qdr:h|d|w|m|y`, `cdr:1,cd_min:..,cd_max:..`, `sbd:1`), web only.
 * - `location` (place name) / `country` (ISO 3166-1 alpha-2): mapped to a provider language where known.
 * - `safe`: true filters explicit content; omitted means no filtering.
 * - `highlights`: true builds descriptions from query-relevant snippet sentences.
 * - `ignoreInvalidURLs`: drop results that the scrape endpoints could not fetch.
 * - `timeoutMs`: deadline for the whole search, paging included; `signal` lets the caller cancel.
 */
export type SearchQuery = {
  query: string;
  limit: number;
  sources: { type: 'web' | 'news' | 'images'; tbs?: string; location?: string }[];
  categories: { type: WebCategory }[];
  includeDomains?: string[];
  excludeDomains?: string[];
  tbs?: string;
  location?: string;
  country?: string;
  safe?: boolean;
  highlights: boolean;
  ignoreInvalidURLs: boolean;
  timeoutMs: number;
  signal?: AbortSignal;
};

export type WebCategory = 'research' | 'pdf' | 'developer' | 'github';

// The result shapes are the contract's (one definition): providers fill the fields they know.
export type { WebResult, NewsResult, ImageResult } from '@wsa/contracts';
import type { ImageResult, NewsResult, WebResult } from '@wsa/contracts';

/** Groups that were requested and produced results; an empty group is absent (the API omits it). */
export type SearchResults = { web?: WebResult[]; news?: NewsResult[]; images?: ImageResult[]; warning?: string; /** which provider of a chain answered */ provider?: string };

export interface SearchProvider {
  name: string;
  search(q: SearchQuery): Promise<SearchResults>;
}
