import { z } from 'zod';
import { collapseRepeatedMetadata, DECLARED_METADATA_STRINGS } from './repeated-metadata';

const str = z.string().optional();
const declaredStrings = Object.fromEntries(DECLARED_METADATA_STRINGS.map((key) => [key, str])) as Record<(typeof DECLARED_METADATA_STRINGS)[number], typeof str>;

/**
 * Page metadata of a scraped document. Loose: every `<meta>` tag found (og*, twitter*, dc*,
 * article:*, ...) is passed through as a string or string array, so only the fields the
 * service itself sets are declared. Declared text fields are always one string (the rule for
 * repeated tags is in repeated-metadata.ts), also for documents stored before that rule.
 */
export const ScrapeMetadataSchema = z.preprocess(
  collapseRepeatedMetadata,
  z.looseObject({
    ...declaredStrings,
    statusCode: z.number().int().optional(),
    error: z.string().nullable().optional(),
    cacheState: z.enum(['hit', 'miss']).optional(),
    creditsUsed: z.number().int().min(0).optional(),
    // The client types name the browser tier by its older name, `stealth`; documents stored before said `enhanced`.
    proxyUsed: z.preprocess((v) => (v === 'enhanced' ? 'stealth' : v), z.enum(['basic', 'stealth'])).optional(),
    numPages: z.number().int().min(0).optional(),
    totalPages: z.number().int().min(0).optional(),
  }),
);
export type ScrapeMetadata = z.output<typeof ScrapeMetadataSchema>;
