import { z } from 'zod';
import { clientMetaShape, CountryCodeSchema, HostnameSchema, typeShorthand } from './common.schema';
import { ScrapeFormatsSchema } from './formats.schema';
import { CLEAN_CONTENT_ZDR_MESSAGE, scrapeOptionsShape, withScrapeOptionRules } from './scrape-options.schema';
import { boundedText, TEXT_LIMITS } from './text-limits';
import { ThreatProtectionSchema } from './threat-protection.schema';

export const MAX_SEARCH_QUERY_LENGTH = 500;
export const MAX_SEARCH_LIMIT = 100;
export const DEFAULT_SEARCH_LIMIT = 10;
export const DEFAULT_SEARCH_TIMEOUT_MS = 60000;

export const DOMAIN_FILTERS_EXCLUSIVE_MESSAGE = 'includeDomains and excludeDomains cannot both be specified';
export const DEVELOPER_CATEGORY_ALONE_MESSAGE = 'the developer category cannot be combined with other categories';
export const SEARCH_CHANGE_TRACKING_MESSAGE = 'The changeTracking format is not supported in search scrapeOptions';

export const SEARCH_SOURCE_TYPES = ['web', 'news', 'images'] as const;
export const SEARCH_CATEGORY_TYPES = ['developer', 'research', 'pdf', 'github'] as const;
/**
 * The reference's catalogue of third-party data providers ("Alexandria"; `exchange` is its older
 * name). Clients ask for it by default (firecrawl-mcp 3.26), so it is accepted and answered as an
 * empty catalogue: this server has no providers to list.
 */
export const CATALOGUE_SOURCE_TYPES = ['alexandria', 'exchange'] as const;
export const NO_CATALOGUE_WARNING =
  'This server has no provider catalogue (alexandria/exchange): no tools were found; web, news and image results are unaffected.';

const SearchTbsSchema = boundedText('tbs', TEXT_LIMITS.tbs);
const SearchLocationSchema = boundedText('location', TEXT_LIMITS.searchLocation);

export const SearchSourceSchema = z.preprocess(
  typeShorthand,
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('web'), tbs: SearchTbsSchema.optional(), location: SearchLocationSchema.optional() }),
    z.strictObject({ type: z.literal('news') }),
    z.strictObject({ type: z.literal('images') }),
    z.strictObject({ type: z.literal('alexandria') }),
    z.strictObject({ type: z.literal('exchange') }),
  ]),
);
export type SearchSource = z.infer<typeof SearchSourceSchema>;
/** A source the search providers answer (web, news, images). */
export type ProviderSearchSource = Extract<SearchSource, { type: (typeof SEARCH_SOURCE_TYPES)[number] }>;

const isProviderSource = (source: SearchSource): source is ProviderSearchSource =>
  !(CATALOGUE_SOURCE_TYPES as readonly string[]).includes(source.type);

/** The sources search providers answer; catalogue sources have nothing behind them here. */
export function providerSources(sources: readonly SearchSource[]): ProviderSearchSource[] {
  return sources.filter(isProviderSource);
}

/** Whether the request asked for the provider catalogue (answered empty, with NO_CATALOGUE_WARNING). */
export function asksForCatalogue(request: { sources: readonly SearchSource[] }): boolean {
  return request.sources.some((source) => !isProviderSource(source));
}

export const SearchCategorySchema = z.preprocess(
  typeShorthand,
  z.strictObject({ type: z.enum(SEARCH_CATEGORY_TYPES) }),
);
export type SearchCategory = z.infer<typeof SearchCategorySchema>;

/**
 * Search's `scrapeOptions`: the same scrape options, except `formats` defaults to `[]` (no
 * scraping unless formats are asked for) and change tracking is unsupported (spec 4.1).
 */
export const SearchScrapeOptionsSchema = withScrapeOptionRules(
  z.strictObject({
    ...scrapeOptionsShape,
    formats: ScrapeFormatsSchema.refine((formats) => formats.every((f) => f.type !== 'changeTracking'), {
      message: SEARCH_CHANGE_TRACKING_MESSAGE,
    }).default([]),
  }),
);
export type SearchScrapeOptions = z.infer<typeof SearchScrapeOptionsSchema>;

const searchShape = {
  query: z.string().min(1).max(MAX_SEARCH_QUERY_LENGTH),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).default(DEFAULT_SEARCH_LIMIT),
  sources: z.array(SearchSourceSchema).min(1).default([{ type: 'web' }]),
  categories: z.array(SearchCategorySchema).default([]),
  includeDomains: z.array(HostnameSchema).optional(),
  excludeDomains: z.array(HostnameSchema).optional(),
  tbs: SearchTbsSchema.optional(),
  location: SearchLocationSchema.optional(),
  // Search providers take lower-case region codes; validated as ISO 3166-1 alpha-2 all the same.
  country: CountryCodeSchema.transform((code) => code.toLowerCase()).optional(),
  safe: z.boolean().optional(),
  timeout: z.number().int().positive().max(300000).default(DEFAULT_SEARCH_TIMEOUT_MS),
  ignoreInvalidURLs: z.boolean().default(false),
  highlights: z.boolean().default(true),
  // "default" is the client's name for no special retention mode
  enterprise: z.array(z.enum(['zdr', 'anon', 'default'])).optional(),
  // Catalogue discovery options of the reference (see CATALOGUE_SOURCE_TYPES): accepted, no catalogue to apply them to.
  toolDetail: z.enum(['compact', 'summary', 'full']).optional(),
  domainTools: z.boolean().optional(),
  // firecrawl-mcp passes its free-form `filter` string through; no provider here has such a filter,
  // so it is accepted and answered with a warning rather than failing the agent's search
  filter: boundedText('filter', TEXT_LIMITS.tbs).optional(),
  scrapeOptions: SearchScrapeOptionsSchema.prefault({}),
  threatProtection: ThreatProtectionSchema.optional(),
  // enterprise SIEM attribution of the search call, as on scrape (scrapeOptions.auditMetadata also counts)
  auditMetadata: scrapeOptionsShape.auditMetadata,
  ...clientMetaShape,
};

type ParsedSearchFields = z.output<z.ZodObject<typeof searchShape>>;

function checkSearch(s: ParsedSearchFields, ctx: z.RefinementCtx): void {
  if (s.includeDomains !== undefined && s.excludeDomains !== undefined) {
    ctx.addIssue({ code: 'custom', message: DOMAIN_FILTERS_EXCLUSIVE_MESSAGE, path: ['includeDomains'] });
  }
  // enterprise forces zero data retention on the result scrapes, where onlyCleanContent is refused (spec 4.4)
  if (s.enterprise?.some((m) => m !== 'default') && s.scrapeOptions.onlyCleanContent) {
    ctx.addIssue({ code: 'custom', message: CLEAN_CONTENT_ZDR_MESSAGE, path: ['scrapeOptions', 'onlyCleanContent'] });
  }
  const types = s.categories.map((c) => c.type);
  if (types.includes('developer') && types.length > 1) {
    ctx.addIssue({ code: 'custom', message: DEVELOPER_CATEGORY_ALONE_MESSAGE, path: ['categories'] });
  }
}

/**
 * `country` defaults to "us" only without `location` (a place name already localises). Any
 * `enterprise` retention mode forces zero data retention on the result scrapes too (spec 4.1).
 * The output parses again with this schema (workers re-parse the job payload), so catalogue
 * sources stay in `sources`: use `providerSources` / `asksForCatalogue` to tell them apart.
 */
function finishSearch(s: ParsedSearchFields) {
  const enterprise = s.enterprise?.filter((mode): mode is 'zdr' | 'anon' => mode !== 'default');
  const zdr = (enterprise?.length ?? 0) > 0;
  return {
    ...s,
    enterprise: enterprise?.length ? enterprise : undefined,
    country: s.country ?? (s.location === undefined ? 'us' : undefined),
    scrapeOptions: zdr ? { ...s.scrapeOptions, zeroDataRetention: true } : s.scrapeOptions,
  };
}

/** POST /v2/search body. */
export const SearchRequestSchema = z.strictObject(searchShape).superRefine(checkSearch).transform(finishSearch);
export type SearchRequest = z.infer<typeof SearchRequestSchema>;
