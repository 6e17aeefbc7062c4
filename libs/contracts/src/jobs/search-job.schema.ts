import { z } from 'zod';
import { SearchRequestSchema } from '../requests/search.schema';
import { SearchDataSchema } from '../responses/search-response.schema';
import { JobFailureSchema } from './job-outcome.schema';

export const SearchJobPayloadSchema = z.object({
  jobId: z.uuid(),
  /** null for anonymous searches */
  teamId: z.uuid().nullable(),
  request: SearchRequestSchema,
  deadlineAt: z.number().int(),
  /** nothing about this search is kept (enterprise zdr/anon, or the team's flag); its result scrapes neither */
  zeroDataRetention: z.boolean().default(false),
});
export type SearchJobPayload = z.infer<typeof SearchJobPayloadSchema>;

export const SearchJobResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    data: SearchDataSchema,
    warning: z.string().optional(),
    /** the provider that answered (SEARCH_PROVIDERS chain); absent when none had results */
    provider: z.string().optional(),
    /** results returned over all groups (what the search price is computed from) */
    resultCount: z.number().int().min(0),
    /** result URLs the threat risk provider scored (threatProtection without scrapeOptions), +2 credits each */
    urlsScanned: z.number().int().min(0).optional(),
    /** credits of the scrapes of results, already settled by each scrape */
    scrapeCredits: z.number().int().min(0),
    /** everything charged for this call: the search price plus the scrapes (0 for anonymous calls) */
    creditsCharged: z.number().int().min(0).default(0),
  }),
  JobFailureSchema,
]);
export type SearchJobResult = z.infer<typeof SearchJobResultSchema>;
