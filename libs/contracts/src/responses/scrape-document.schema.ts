import { z } from 'zod';
import { BrandingProfileSchema } from './branding.schema';
import { ChangeTrackingResultSchema } from './change-tracking.schema';
import { MenuProfileSchema, ProductProfileSchema } from './page-readers.schema';
import { ScrapeMetadataSchema } from './scrape-metadata.schema';

/** Results of scrape-time actions, in action order per kind. Screenshot and PDF entries are signed URLs. */
export const ActionsResultSchema = z.object({
  screenshots: z.array(z.string()),
  scrapes: z.array(z.object({ url: z.string(), html: z.string() })),
  javascriptReturns: z.array(z.object({ type: z.string(), value: z.unknown() })),
  pdfs: z.array(z.string()),
});
export type ActionsResult = z.infer<typeof ActionsResultSchema>;

/** Per-page markdown of a parsed PDF (`parsers: [{pages: true}]`). Loose: parsers may add fields. */
export const PdfPageSchema = z.looseObject({ pageNumber: z.number().int().min(1), markdown: z.string() });

/** Typed layout block of a parsed PDF page (`parsers: [{blocks: true}]`); bbox is [x0, y0, x1, y1]. */
export const PdfBlockSchema = z.looseObject({
  pageNumber: z.number().int().min(1),
  type: z.string(),
  text: z.string().optional(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
});

/** A scraped document: fields appear according to the requested formats. */
export const ScrapeDocumentSchema = z.object({
  markdown: z.string().optional(),
  summary: z.string().optional(),
  html: z.string().optional(),
  rawHtml: z.string().optional(),
  rawBase64: z.string().optional(),
  links: z.array(z.string()).optional(),
  images: z.array(z.string()).optional(),
  // the attributes format: per requested {selector, attribute}, the values found (client type: Document.attributes)
  attributes: z.array(z.object({ selector: z.string(), attribute: z.string(), values: z.array(z.string()) })).optional(),
  screenshot: z.string().optional(),
  audio: z.string().optional(),
  video: z.string().optional(),
  json: z.unknown().optional(),
  changeTracking: ChangeTrackingResultSchema.optional(),
  branding: BrandingProfileSchema.optional(),
  product: ProductProfileSchema.optional(),
  menu: MenuProfileSchema.optional(),
  answer: z.string().optional(),
  /** Relevant passages of the page, verbatim, best first, separated by blank lines (wire-extras.md). */
  highlights: z.string().optional(),
  actions: ActionsResultSchema.optional(),
  pages: z.array(PdfPageSchema).optional(),
  blocks: z.array(PdfBlockSchema).optional(),
  warning: z.string().optional(),
  metadata: ScrapeMetadataSchema,
});
export type ScrapeDocument = z.infer<typeof ScrapeDocumentSchema>;

/** POST /v2/scrape success body (and GET /v2/scrape/:jobId once completed). */
export const ScrapeResponseSchema = z.object({
  success: z.literal(true),
  warning: z.string().optional(),
  data: ScrapeDocumentSchema,
});
export type ScrapeResponse = z.infer<typeof ScrapeResponseSchema>;
