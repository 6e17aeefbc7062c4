import { z } from 'zod';
import { clientMetaShape } from './common.schema';
import { scrapeOptionsShape, withScrapeOptionRules } from './scrape-options.schema';
import { ScrapeUrlSchema } from './url.schema';

/** POST /v2/scrape body: the scrape options plus `url`. */
export const ScrapeRequestSchema = withScrapeOptionRules(
  z.strictObject({ url: ScrapeUrlSchema, ...scrapeOptionsShape, ...clientMetaShape }),
);
export type ScrapeRequest = z.infer<typeof ScrapeRequestSchema>;
