import { z } from 'zod';
import type { Candidate } from '../lib/candidate.util';

// The JSON behind the news and image tabs (news.js, i.js). Loose: only what we map is required.
const NewsItemSchema = z.looseObject({
  title: z.string(),
  url: z.string(),
  excerpt: z.string().optional(),
  date: z.number().optional(),
  image: z.string().optional(),
  source: z.string().optional(),
});
const ImageItemSchema = z.looseObject({
  title: z.string().optional(),
  url: z.string(),
  image: z.string(),
  thumbnail: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});
const NewsResponseSchema = z.looseObject({ results: z.array(z.unknown()) });

export function parseDuckduckgoNews(json: unknown): Candidate[] {
  return items(json, NewsItemSchema).map((n) => ({
    url: n.url,
    title: n.title,
    content: n.excerpt ?? '',
    // news.js dates are epoch seconds
    publishedAt: n.date !== undefined ? n.date * 1000 : undefined,
    imageUrl: n.image || undefined,
  }));
}

export function parseDuckduckgoImages(json: unknown): Candidate[] {
  return items(json, ImageItemSchema).map((i) => ({
    url: i.url,
    title: i.title ?? '',
    content: '',
    imageUrl: i.image,
    thumbnailUrl: i.thumbnail,
    size: i.width && i.height ? { width: i.width, height: i.height } : undefined,
  }));
}

/** Every well-formed item; a malformed one is skipped rather than failing the page. */
function items<T extends z.ZodType>(json: unknown, schema: T): z.output<T>[] {
  const parsed = NewsResponseSchema.safeParse(json);
  if (!parsed.success) return [];
  return parsed.data.results.flatMap((r) => {
    const item = schema.safeParse(r);
    return item.success ? [item.data] : [];
  });
}

/** The `vqd` token the JSON endpoints need, from the regular results page's HTML. */
export function extractVqd(html: string): string | undefined {
  return /vqd=["']?(\d-[\d-]+)["']?/.exec(html)?.[1] ?? /vqd=([\w-]+)&/.exec(html)?.[1];
}
