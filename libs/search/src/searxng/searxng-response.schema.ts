import { z } from 'zod';

// Optional text fields: engines send null, '' or (rarely) other types; anything odd counts as absent.
const text = z.string().nullish().catch(null);

/** One entry of `results`. Only `url` is required; a result without one is useless and is skipped. */
export const SearxngResultSchema = z.object({
  url: z.string().min(1),
  title: z.string().catch(''),
  content: text,
  engine: text,
  category: text,
  template: text,
  publishedDate: text,
  thumbnail: text,
  thumbnail_src: text,
  img_src: text,
  resolution: text,
  img_format: text,
  mimetype: text,
});
export type SearxngResult = z.infer<typeof SearxngResultSchema>;

/**
 * The `/search?format=json` body. `results` is kept as unknown[] and parsed per item, so one malformed
 * result does not fail a whole page; `unresponsive_engines` is `[[engine, reason], ...]`.
 */
export const SearxngResponseSchema = z.object({
  results: z.array(z.unknown()),
  unresponsive_engines: z.array(z.array(z.unknown())).catch([]),
  number_of_results: z.number().optional().catch(undefined),
});
export type SearxngResponse = z.infer<typeof SearxngResponseSchema>;

export const SearxngErrorSchema = z.object({ error: z.string() });
