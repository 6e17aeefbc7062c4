import { z } from 'zod';
import { clientMetaShape } from './common.schema';

export const INVALID_DATE_MESSAGE = 'Date must be a valid calendar date written YYYY-MM-DD';
export const DATE_RANGE_MESSAGE = "'from' must not be after 'to'";

/** Query-string values arrive as strings; a repeated key (`?authors=a&authors=b`) arrives as an array. */
const repeatable = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter((s) => s.length > 0));

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const IsoDate = z.string().refine(isCalendarDate, { message: INVALID_DATE_MESSAGE });

const queryInt = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** GET /v2/search/research/papers query string. */
export const ResearchPapersQuerySchema = z
  .strictObject({
    query: z.string().trim().min(1).max(500),
    k: queryInt(500, 10),
    authors: repeatable.optional(),
    categories: repeatable.optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    ...clientMetaShape,
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: DATE_RANGE_MESSAGE, path: ['from'] });
export type ResearchPapersQuery = z.infer<typeof ResearchPapersQuerySchema>;

/** GET /v2/search/research/papers/:id query string: passages inside one paper. */
export const ResearchPaperPassagesQuerySchema = z.strictObject({
  query: z.string().trim().min(1).max(500).optional(),
  k: queryInt(50, 10),
  ...clientMetaShape,
});
export type ResearchPaperPassagesQuery = z.infer<typeof ResearchPaperPassagesQuerySchema>;

/** GET /v2/search/research/papers/:id/similar query string. */
export const ResearchPaperSimilarQuerySchema = z.strictObject({
  mode: z.enum(['similar', 'citers', 'references']).default('similar'),
  k: queryInt(500, 10),
  ...clientMetaShape,
});
export type ResearchPaperSimilarQuery = z.infer<typeof ResearchPaperSimilarQuerySchema>;
