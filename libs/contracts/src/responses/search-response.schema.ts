import { z } from 'zod';
import { ScrapeDocumentSchema } from './scrape-document.schema';

// Scraped fields are merged into each result; a failed scrape leaves only metadata {statusCode, error}.
const scrapedFields = ScrapeDocumentSchema.partial().shape;

export const WebResultSchema = z.object({
  ...scrapedFields,
  url: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int().min(1),
  category: z.enum(['research', 'pdf', 'developer', 'github']).optional(),
});
export type WebResult = z.infer<typeof WebResultSchema>;

export const NewsResultSchema = z.object({
  ...scrapedFields,
  title: z.string(),
  url: z.string(),
  snippet: z.string(),
  date: z.string().optional(),
  imageUrl: z.string().optional(),
  position: z.number().int().min(1),
});
export type NewsResult = z.infer<typeof NewsResultSchema>;

export const ImageResultSchema = z.object({
  title: z.string(),
  imageUrl: z.string(),
  imageWidth: z.number().int().optional(),
  imageHeight: z.number().int().optional(),
  url: z.string(),
  position: z.number().int().min(1),
});
export type ImageResult = z.infer<typeof ImageResultSchema>;

/** Grouped results: a group with no results is absent, so an empty search is `data: {}`. */
export const SearchDataSchema = z.object({
  web: z.array(WebResultSchema).optional(),
  news: z.array(NewsResultSchema).optional(),
  images: z.array(ImageResultSchema).optional(),
});
export type SearchData = z.infer<typeof SearchDataSchema>;

/** POST /v2/search success body. */
export const SearchResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  creditsUsed: z.number().int().min(0),
  warning: z.string().nullable().optional(),
  data: SearchDataSchema,
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
