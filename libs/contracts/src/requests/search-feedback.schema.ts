import { z } from 'zod';
import { clientMetaShape } from './common.schema';

export const FEEDBACK_GOOD_MESSAGE = "Feedback rated 'good' must list at least one valuable source";
export const FEEDBACK_PARTIAL_MESSAGE = "Feedback rated 'partial' must list valuable sources or missing content";
export const FEEDBACK_BAD_MESSAGE = "Feedback rated 'bad' must describe missing content or give query suggestions";

export const feedbackShape = {
  rating: z.enum(['good', 'bad', 'partial']),
  valuableSources: z
    .array(z.strictObject({ url: z.string().min(1).max(2048), reason: z.string().max(2000).optional() }))
    .max(50)
    .optional(),
  missingContent: z
    .array(z.strictObject({ topic: z.string().min(1).max(200), description: z.string().max(2000).optional() }))
    .max(20)
    .optional(),
  querySuggestions: z.string().max(2000).optional(),
  ...clientMetaShape,
};

type ParsedFeedback = Pick<z.output<z.ZodObject<typeof feedbackShape>>, 'rating' | 'valuableSources' | 'missingContent' | 'querySuggestions'>;

/** Refunds reward useful feedback only, so each rating must say something (compat.md). */
export function checkSubstantive(f: ParsedFeedback, ctx: z.RefinementCtx): void {
  const sources = (f.valuableSources?.length ?? 0) > 0;
  const missing = (f.missingContent?.length ?? 0) > 0;
  const suggestions = (f.querySuggestions?.trim().length ?? 0) > 0;
  if (f.rating === 'good' && !sources) ctx.addIssue({ code: 'custom', message: FEEDBACK_GOOD_MESSAGE, path: ['valuableSources'] });
  if (f.rating === 'partial' && !sources && !missing) {
    ctx.addIssue({ code: 'custom', message: FEEDBACK_PARTIAL_MESSAGE, path: ['rating'] });
  }
  if (f.rating === 'bad' && !missing && !suggestions) {
    ctx.addIssue({ code: 'custom', message: FEEDBACK_BAD_MESSAGE, path: ['rating'] });
  }
}

/** POST /v2/search/:jobId/feedback body. */
export const SearchFeedbackRequestSchema = z.strictObject(feedbackShape).superRefine(checkSubstantive);
export type SearchFeedbackRequest = z.infer<typeof SearchFeedbackRequestSchema>;
