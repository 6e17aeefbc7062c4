import { z } from 'zod';
import { CountryCodeSchema } from './common.schema';
import { boundedText, TEXT_LIMITS } from './text-limits';

/** Scrape-time location: picks a proxy and emulates language and timezone. */
export const ScrapeLocationSchema = z.strictObject({
  country: CountryCodeSchema.default('US'),
  languages: z.array(boundedText('A language', TEXT_LIMITS.languageTag).min(1)).max(TEXT_LIMITS.languageCount).optional(),
});
export type ScrapeLocation = z.infer<typeof ScrapeLocationSchema>;
