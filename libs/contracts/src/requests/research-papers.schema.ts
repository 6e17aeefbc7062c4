import { z } from 'zod';
import { clientMetaShape } from './common.schema';

export const INVALID_DATE_MESSAGE = 'Date must be a valid calendar date written YYYY-MM-DD';
export const DATE_RANGE_MESSAGE = "'from' must not be after 'to'";
export const K_WITHOUT_QUERY_MESSAGE = 'k is only valid when query is present';

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
    // the clients document 40 as the server's default
    k: queryInt(500, 40),
    authors: repeatable.optional(),
    categories: repeatable.optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    ...clientMetaShape,
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: DATE_RANGE_MESSAGE, path: ['from'] });
export type ResearchPapersQuery = z.infer<typeof ResearchPapersQuerySchema>;

/** GET /v2/search/research/papers/:id query string: metadata, or passages inside the paper with `query`. */
export const ResearchPaperPassagesQuerySchema = z
  .strictObject({
    query: z.string().trim().min(1).max(500).optional(),
    k: z.coerce.number().int().min(1).max(50).optional(),
    ...clientMetaShape,
  })
  .refine((q) => q.k === undefined || q.query !== undefined, { message: K_WITHOUT_QUERY_MESSAGE, path: ['k'] })
  .transform((q) => (q.query === undefined ? q : { ...q, k: q.k ?? 4 }));
export type ResearchPaperPassagesQuery = z.infer<typeof ResearchPaperPassagesQuerySchema>;

const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /v2/search/research/papers/:id/similar query string: citation-graph expansion from seeds. */
export const ResearchPaperSimilarQuerySchema = z.strictObject({
  intent: z.string().trim().min(1).max(2000),
  mode: z.enum(['similar', 'citers', 'references']).default('similar'),
  k: queryInt(500, 20),
  rerank: queryBool.optional(),
  /** more seeds besides the path's paper (the MCP tool's later seed_ids) */
  anchor: repeatable.pipe(z.array(z.string().min(1).max(300)).max(9)).optional(),
  ...clientMetaShape,
});
export type ResearchPaperSimilarQuery = z.infer<typeof ResearchPaperSimilarQuerySchema>;
