import { z } from 'zod';

const DiffChangeSchema = z.object({
  type: z.string(),
  normal: z.boolean().optional(),
  ln: z.number().int().optional(),
  ln1: z.number().int().optional(),
  ln2: z.number().int().optional(),
  content: z.string(),
});

/** The `changeTracking` output of a scrape (compat.md: comparisons are per team, URL and tag). */
export const ChangeTrackingResultSchema = z.object({
  previousScrapeAt: z.string().nullable(),
  changeStatus: z.enum(['new', 'same', 'changed', 'removed']),
  visibility: z.enum(['visible', 'hidden']),
  diff: z
    .object({
      text: z.string(),
      json: z.object({
        files: z.array(
          z.object({
            from: z.string().nullable(),
            to: z.string().nullable(),
            chunks: z.array(z.object({ content: z.string(), changes: z.array(DiffChangeSchema) })),
          }),
        ),
      }),
    })
    .optional(),
  json: z.record(z.string(), z.object({ previous: z.unknown(), current: z.unknown() })).optional(),
});
export type ChangeTrackingResult = z.infer<typeof ChangeTrackingResultSchema>;
