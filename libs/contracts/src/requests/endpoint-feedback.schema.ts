import { z } from 'zod';
import { checkSubstantive, feedbackShape } from './search-feedback.schema';

export const FEEDBACK_ENDPOINTS = ['search', 'scrape', 'parse', 'map', 'alexandria'] as const;
export const FEEDBACK_METADATA_MAX_BYTES = 8192;

/**
 * POST /v2/feedback body (compat.md; fields as the JS client's EndpointFeedbackRequest and the MCP
 * server's firecrawl_feedback tool send them). Search feedback can refund, so it must be
 * substantive like POST /v2/search/:jobId/feedback; feedback on other endpoints needs a rating only.
 */
export const EndpointFeedbackRequestSchema = z
  .strictObject({
    ...feedbackShape,
    endpoint: z.enum(FEEDBACK_ENDPOINTS),
    jobId: z.uuid({ message: 'jobId must be the UUID returned with the job' }).optional(),
    issues: z.array(z.string().min(1).max(100)).max(20).optional(),
    tags: z.array(z.string().min(1).max(100)).max(20).optional(),
    note: z.string().max(4000).optional(),
    url: z.string().max(8192).optional(),
    pageNumbers: z.array(z.number().int().positive()).max(100).optional(),
    metadata: z
      .record(z.string(), z.unknown())
      .refine((m) => JSON.stringify(m).length <= FEEDBACK_METADATA_MAX_BYTES, { message: `metadata must be ${FEEDBACK_METADATA_MAX_BYTES / 1024}KB or smaller` })
      .optional(),
  })
  .superRefine((f, ctx) => {
    if (f.endpoint !== 'alexandria' && !f.jobId) ctx.addIssue({ code: 'custom', message: 'jobId is required for job feedback', path: ['jobId'] });
    if (f.endpoint === 'search') checkSubstantive(f, ctx);
  });
export type EndpointFeedbackRequest = z.infer<typeof EndpointFeedbackRequestSchema>;
