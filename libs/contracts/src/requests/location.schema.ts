import { z } from 'zod';
import { CountryCodeSchema } from './common.schema';

/** Scrape-time location: picks a proxy and emulates language and timezone. */
export const ScrapeLocationSchema = z.strictObject({
  country: CountryCodeSchema.default('US'),
  languages: z.array(z.string().min(1)).optional(),
});
export type ScrapeLocation = z.infer<typeof ScrapeLocationSchema>;
