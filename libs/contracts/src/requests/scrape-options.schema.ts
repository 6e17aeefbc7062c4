import { z } from 'zod';
import { ActionsSchema, totalActionWaitMs } from './actions.schema';
import { ScrapeFormatsSchema } from './formats.schema';
import { ScrapeLocationSchema } from './location.schema';
import { DEFAULT_PDF_PARSER, ParsersSchema } from './parsers.schema';
import { RedactPIISchema } from './redact-pii.schema';
import { RequestHeadersSchema, selectorList } from './text-limits';
import { ThreatProtectionSchema } from './threat-protection.schema';

export const MIN_SCRAPE_TIMEOUT_MS = 1000;
export const MAX_SCRAPE_TIMEOUT_MS = 300000;
export const DEFAULT_SCRAPE_TIMEOUT_MS = 60000;
export const MAX_WAIT_MS = 60000;
export const DEFAULT_MAX_AGE_MS = 172800000;

export const WAIT_FOR_HALF_TIMEOUT_MESSAGE = 'waitFor must not exceed half of timeout';
export const TOTAL_WAIT_MESSAGE = 'Total wait time (waitFor + wait actions) cannot exceed 60 seconds';
export const CLEAN_CONTENT_ZDR_MESSAGE = 'onlyCleanContent is not supported with zeroDataRetention';

/**
 * Every scrape option (spec 4.4) except `url`, as a plain shape so the scrape request and
 * search's `scrapeOptions` build on the same definition. Object-level rules live in
 * `withScrapeOptionRules`; apply it to any object built from this shape.
 */
export const scrapeOptionsShape = {
  formats: ScrapeFormatsSchema.default([{ type: 'markdown' }]),
  onlyMainContent: z.boolean().default(true),
  onlyCleanContent: z.boolean().default(false),
  includeTags: selectorList('includeTags').optional(),
  excludeTags: selectorList('excludeTags').optional(),
  maxAge: z.number().int().min(0).default(DEFAULT_MAX_AGE_MS),
  minAge: z.number().int().min(0).optional(),
  headers: RequestHeadersSchema.optional(),
  waitFor: z.number().int().min(0).max(MAX_WAIT_MS).default(0),
  mobile: z.boolean().default(false),
  // Default depends on headers/actions, resolved in finishScrapeOptions.
  skipTlsVerification: z.boolean().optional(),
  timeout: z.number().int().min(MIN_SCRAPE_TIMEOUT_MS).max(MAX_SCRAPE_TIMEOUT_MS).default(DEFAULT_SCRAPE_TIMEOUT_MS),
  parsers: ParsersSchema.default([DEFAULT_PDF_PARSER]),
  actions: ActionsSchema.optional(),
  location: ScrapeLocationSchema.optional(),
  removeBase64Images: z.boolean().default(true),
  blockAds: z.boolean().default(true),
  // `stealth` is the older name of `enhanced` (the MCP and AI SDK enums still offer it)
  proxy: z.enum(['basic', 'enhanced', 'auto', 'stealth']).default('auto').transform((p) => (p === 'stealth' ? 'enhanced' : p)),
  storeInCache: z.boolean().default(true),
  lockdown: z.boolean().default(false),
  redactPII: RedactPIISchema.default(false),
  profile: z.strictObject({ name: z.string().min(1).max(128), saveChanges: z.boolean().default(true) }).optional(),
  threatProtection: ThreatProtectionSchema.optional(),
  auditMetadata: z.strictObject({ username: z.string().min(1).max(1024) }).optional(),
  zeroDataRetention: z.boolean().default(false),
};

type ParsedOptionFields = z.output<z.ZodObject<typeof scrapeOptionsShape>>;

function checkScrapeOptions(o: ParsedOptionFields, ctx: z.RefinementCtx): void {
  if (o.waitFor > o.timeout / 2) {
    ctx.addIssue({ code: 'custom', message: WAIT_FOR_HALF_TIMEOUT_MESSAGE, path: ['waitFor'] });
  }
  if (o.actions && o.waitFor + totalActionWaitMs(o.actions) > MAX_WAIT_MS) {
    ctx.addIssue({ code: 'custom', message: TOTAL_WAIT_MESSAGE, path: ['actions'] });
  }
  if (o.onlyCleanContent && o.zeroDataRetention) {
    ctx.addIssue({ code: 'custom', message: CLEAN_CONTENT_ZDR_MESSAGE, path: ['onlyCleanContent'] });
  }
}

/**
 * Resolves defaults that depend on other fields. Custom headers or actions usually mean a
 * logged-in or personalised page: verify TLS for those, and never cache them (spec: storeInCache
 * "forced to false when sensitive parameters such as actions or headers are used").
 */
function finishScrapeOptions<V extends ParsedOptionFields>(o: V): V & { skipTlsVerification: boolean } {
  const sensitive = o.headers !== undefined || o.actions !== undefined;
  return {
    ...o,
    skipTlsVerification: o.skipTlsVerification ?? !sensitive,
    storeInCache: o.storeInCache && !sensitive,
  };
}

/** Adds the cross-field checks and dependent defaults to an object schema built from `scrapeOptionsShape`. */
export function withScrapeOptionRules<S extends z.ZodType<ParsedOptionFields>>(schema: S) {
  return schema.superRefine(checkScrapeOptions).transform((o: z.output<S>) => finishScrapeOptions(o));
}

/** All scrape options without `url` (what workers and search's scrape fan-out consume). */
export const ScrapeOptionsSchema = withScrapeOptionRules(z.strictObject(scrapeOptionsShape));
export type ScrapeOptions = z.infer<typeof ScrapeOptionsSchema>;
