import { z } from 'zod';
import { ScrapeRequestSchema } from '../requests/scrape.schema';
import { ScrapeDocumentSchema } from '../responses/scrape-document.schema';
import { JobFailureSchema } from './job-outcome.schema';

export const ScrapeJobPayloadSchema = z.object({
  jobId: z.uuid(),
  teamId: z.uuid(),
  request: ScrapeRequestSchema,
  /** epoch ms after which the result is useless to the caller */
  deadlineAt: z.number().int(),
  /** team flags the worker must honour */
  zeroDataRetention: z.boolean().default(false),
  /**
   * Operator work, not a customer's request (Developer Index documentation crawls): recorded as a
   * job of the operator's team like any scrape, settled with 0 credits. Only our own processes
   * write payloads; no request field reaches this.
   */
  uncharged: z.boolean().optional(),
});
export type ScrapeJobPayload = z.infer<typeof ScrapeJobPayloadSchema>;

/** What the credit rules need to know about how the scrape went. */
export const ScrapeBillingSchema = z.object({
  cacheHit: z.boolean().default(false),
  pdfPagesParsed: z.number().int().min(0).optional(),
  rawPdf: z.boolean().optional(),
  /** model formats that failed (answered with a warning instead): not charged */
  unbilledFormats: z.array(z.string()).optional(),
  /** model tokens (in + out) the model formats used */
  llmTokens: z.number().int().min(0).optional(),
  /** URLs threat protection had scored (+2 credits each) */
  urlsScanned: z.number().int().min(0).optional(),
});
export type ScrapeBilling = z.infer<typeof ScrapeBillingSchema>;

export const ScrapeJobResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), document: ScrapeDocumentSchema, billing: ScrapeBillingSchema }),
  JobFailureSchema.extend({ billing: ScrapeBillingSchema.optional() }),
]);
export type ScrapeJobResult = z.infer<typeof ScrapeJobResultSchema>;
