import { z } from 'zod';

const str = z.string().optional();

/**
 * Page metadata of a scraped document. Loose: every `<meta>` tag found (og*, twitter*, dc*,
 * article:*, ...) is passed through as a string or string array, so only the fields the
 * service itself sets are declared.
 */
export const ScrapeMetadataSchema = z.looseObject({
  title: str,
  description: str,
  language: str,
  keywords: str,
  robots: str,
  favicon: str,
  ogTitle: str,
  ogDescription: str,
  ogUrl: str,
  ogImage: str,
  ogSiteName: str,
  ogLocale: str,
  url: str,
  sourceURL: str,
  statusCode: z.number().int().optional(),
  contentType: str,
  scrapeId: str,
  error: z.string().nullable().optional(),
  cacheState: z.enum(['hit', 'miss']).optional(),
  cachedAt: str,
  creditsUsed: z.number().int().min(0).optional(),
  // The client types name the browser tier by its older name, `stealth`; documents stored before said `enhanced`.
  proxyUsed: z.preprocess((v) => (v === 'enhanced' ? 'stealth' : v), z.enum(['basic', 'stealth'])).optional(),
  numPages: z.number().int().min(0).optional(),
  totalPages: z.number().int().min(0).optional(),
});
export type ScrapeMetadata = z.infer<typeof ScrapeMetadataSchema>;
