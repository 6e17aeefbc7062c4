import type { IndexedImageRow, LexemeStats, LocalIndexStats, LocalIndexStore, LocalQueryTerms } from '@wsa/search';
import type { Db } from '../client';
import { quoteLexeme, rankIndexedPages, rankIndexedPagesByImpact } from './local-index-ranking.repository';

/** One scraped page as the local index stores it (the `local` search provider). */
export type IndexedPageInput = {
  /** normalised page URL: the row's identity, a re-scrape updates the row */
  url: string;
  domain: string;
  title: string;
  description: string;
  headings: string;
  body: string;
  urlWords: string;
  language: string | null;
  /** lower-case ISO 3166-1 alpha-2 the page says it is for; null or absent when unknown */
  country?: string | null;
  publishedAt: Date | null;
  scrapedAt: Date;
  isArticle: boolean;
  images: { src: string; alt: string; width: number | null; height: number | null }[];
};

/** Stored text of an indexed page, for search highlights and the like. */
export type IndexedPageText = { url: string; title: string; description: string; text: string; scrapedAt: Date };

/**
 * Writes a page: inserts, or updates the row of the same URL (a re-scrape), and replaces its
 * images. Field lengths are counted by PostgreSQL's own parser so they match the vector.
 */
export async function upsertIndexedPage(db: Db, p: IndexedPageInput): Promise<void> {
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: bigint }[]>`
      INSERT INTO indexed_pages (url, domain, title, description, headings, body, url_words, language, country, published_at, scraped_at, is_article,
                                 title_length, headings_length, desc_length, body_length)
      VALUES (${p.url}, ${p.domain}, ${p.title}, ${p.description}, ${p.headings}, ${p.body}, ${p.urlWords}, ${p.language}, ${p.country ?? null}, ${p.publishedAt}, ${p.scrapedAt}, ${p.isArticle},
              length(to_tsvector('english', ${p.title})), length(to_tsvector('english', ${p.headings})),
              length(to_tsvector('english', ${p.description} || ' ' || ${p.urlWords})), length(to_tsvector('english', ${p.body})))
      ON CONFLICT (url) DO UPDATE SET domain = EXCLUDED.domain, title = EXCLUDED.title, description = EXCLUDED.description,
        headings = EXCLUDED.headings, body = EXCLUDED.body, url_words = EXCLUDED.url_words, language = EXCLUDED.language, country = EXCLUDED.country,
        published_at = EXCLUDED.published_at, scraped_at = EXCLUDED.scraped_at, is_article = EXCLUDED.is_article,
        title_length = EXCLUDED.title_length, headings_length = EXCLUDED.headings_length, desc_length = EXCLUDED.desc_length,
        body_length = EXCLUDED.body_length
      RETURNING id`;
    const pageId = rows[0].id;
    await tx.$executeRaw`DELETE FROM indexed_images WHERE page_id = ${pageId}`;
    if (p.images.length > 0) {
      await tx.$executeRaw`
        INSERT INTO indexed_images (page_id, position, src, alt, width, height)
        SELECT ${pageId}, i.ord::int - 1, i.src, i.alt, i.width, i.height
        FROM unnest(${p.images.map((i) => i.src)}::text[], ${p.images.map((i) => i.alt)}::text[],
                    ${p.images.map((i) => i.width)}::int[], ${p.images.map((i) => i.height)}::int[]) WITH ORDINALITY AS i(src, alt, width, height, ord)`;
    }
  });
}

/**
 * Many pages in one statement (benchmarks and bulk loads; no images, no conflict handling beyond
 * skipping a URL that is already there).
 */
export async function bulkInsertIndexedPages(db: Db, pages: Omit<IndexedPageInput, 'images'>[]): Promise<number> {
  const col = <K extends keyof Omit<IndexedPageInput, 'images'>>(k: K) => pages.map((p) => p[k]);
  return db.$executeRaw`
    INSERT INTO indexed_pages (url, domain, title, description, headings, body, url_words, language, published_at, scraped_at, is_article,
                               title_length, headings_length, desc_length, body_length)
    SELECT u.url, u.domain, u.title, u.description, u.headings, u.body, u.url_words, u.language, u.published_at, u.scraped_at, u.is_article,
           length(to_tsvector('english', u.title)), length(to_tsvector('english', u.headings)),
           length(to_tsvector('english', u.description || ' ' || u.url_words)), length(to_tsvector('english', u.body))
    FROM unnest(${col('url')}::text[], ${col('domain')}::text[], ${col('title')}::text[], ${col('description')}::text[], ${col('headings')}::text[],
                ${col('body')}::text[], ${col('urlWords')}::text[], ${col('language')}::text[], ${col('publishedAt')}::timestamptz[],
                ${col('scrapedAt')}::timestamptz[], ${col('isArticle')}::boolean[])
         AS u(url, domain, title, description, headings, body, url_words, language, published_at, scraped_at, is_article)
    ON CONFLICT (url) DO NOTHING`;
}

/**
 * The user's words as PostgreSQL's English configuration sees them: websearch syntax (quoted
 * phrases, `-word`, `or`) as a tsquery, the lexemes of the words that are not excluded, and those
 * words as a phrase query (null for one word).
 */
export async function parseLocalQuery(db: Db, text: string, positiveText: string): Promise<LocalQueryTerms> {
  const rows = await db.sql.query<{ tsquery: string; lexemes: string[] | null; phrase: string }>`
    SELECT websearch_to_tsquery('english', ${text})::text AS tsquery,
           tsvector_to_array(to_tsvector('english', ${positiveText})) AS lexemes,
           phraseto_tsquery('english', ${positiveText})::text AS phrase`;
  const lexemes = rows[0]?.lexemes ?? [];
  return { tsquery: rows[0]?.tsquery ?? '', lexemes, phrase: lexemes.length > 1 && rows[0]?.phrase ? rows[0].phrase : null };
}

/**
 * Pages containing each lexeme (document frequency), counted exactly up to `cap`. Meant for rare
 * lexemes (those PostgreSQL's statistics do not list), whose GIN lookups are cheap.
 */
export async function countPagesWithLexemes(db: Db, lexemes: string[], cap: number): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  // one statement per lexeme, each its own GIN lookup with a LIMIT (a generic plan for an
  // array of them would not use the index)
  for (const lexeme of lexemes) {
    const rows = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM indexed_pages WHERE search_vector @@ ${quoteLexeme(lexeme)}::tsquery LIMIT ${cap}::int) s`;
    out.set(lexeme, rows[0]?.n ?? 0);
  }
  return out;
}

/**
 * The most common lexemes of the index with the share of pages holding each, from the planner's
 * statistics of search_vector (kept by ANALYZE/autovacuum; the migration raises its target so
 * about 10,000 lexemes are listed). Counting a common word exactly would read most of the table.
 */
export async function localLexemeStats(db: Db): Promise<LexemeStats> {
  const rows = await db.sql.query<{ elems: string[] | null; freqs: number[] | null; pages: number }>`
    SELECT s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs::float8[] AS freqs,
           (SELECT reltuples::float8 FROM pg_class WHERE oid = 'indexed_pages'::regclass) AS pages
    FROM (SELECT 1) one LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = 'indexed_pages' AND s.attname = 'search_vector'`;
  const r = rows[0];
  const frequencies = new Map<string, number>();
  const elems = r?.elems ?? [];
  elems.forEach((e, i) => frequencies.set(e, r!.freqs![i]));
  // after the per-element frequencies come the minimum, the maximum and the null share
  const minFrequency = elems.length > 0 ? (r!.freqs![elems.length] ?? 0) : 0;
  return { pages: Math.max(0, r?.pages ?? 0), frequencies, minFrequency };
}

/**
 * Collection statistics for BM25: page count and the mean length of each field. A large index is
 * sampled (about 5,000 rows of whole table pages, and the planner's row estimate as the count):
 * scanning a 100k-page table took 0.7 s, a sample gives the same means within a few percent.
 */
export async function localIndexStats(db: Db): Promise<LocalIndexStats> {
  const rel = await db.sql.query<{ n: number }>`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'indexed_pages'::regclass`;
  const estimate = rel[0]?.n ?? -1;
  type Row = { pages: number; t: number | null; h: number | null; d: number | null; b: number | null };
  const rows = estimate < 20_000
    ? await db.sql.query<Row>`
        SELECT count(*)::int AS pages, avg(title_length)::float8 AS t, avg(headings_length)::float8 AS h,
               avg(desc_length)::float8 AS d, avg(body_length)::float8 AS b FROM indexed_pages`
    : await db.$queryRaw<Row[]>`
        SELECT ${Math.round(estimate)}::int AS pages, avg(title_length)::float8 AS t, avg(headings_length)::float8 AS h,
               avg(desc_length)::float8 AS d, avg(body_length)::float8 AS b
        FROM indexed_pages TABLESAMPLE SYSTEM (${Math.min(100, (5000 * 100) / estimate)}::float4)`;
  const r = rows[0];
  return { pages: r?.pages ?? 0, avgTitle: r?.t ?? 0, avgHeadings: r?.h ?? 0, avgDesc: r?.d ?? 0, avgBody: r?.b ?? 0 };
}

/** Images of the given pages, in page order. */
export async function findIndexedImages(db: Db, pageIds: string[]): Promise<IndexedImageRow[]> {
  if (pageIds.length === 0) return [];
  return db.$queryRaw<IndexedImageRow[]>`
    SELECT page_id::text AS page_id, src, alt, width, height, position FROM indexed_images
    WHERE page_id = ANY(${pageIds}::bigint[]) ORDER BY page_id, position`;
}

/** The recorded country of each of the given pages that has one (the local provider's country boost). */
export async function findIndexedPageCountries(db: Db, pageIds: string[]): Promise<Map<string, string>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: string; country: string }[]>`
    SELECT id::text AS id, country FROM indexed_pages WHERE id = ANY(${pageIds}::bigint[]) AND country IS NOT NULL`;
  return new Map(rows.map((r) => [r.id, r.country]));
}

/**
 * The key a page is indexed under: the WHATWG-normalised URL without its fragment (the same rule
 * as the scrape cache's normalizeCacheUrl); undefined for a string that is not a URL.
 */
export function indexedPageKey(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return undefined;
  }
}

/**
 * The main text of an indexed page by its URL (any form: it is normalised with indexedPageKey),
 * or null when the page is not in the local index.
 */
export async function findIndexedPageText(db: Db, url: string): Promise<IndexedPageText | null> {
  const key = indexedPageKey(url);
  if (key === undefined) return null;
  url = key;
  const rows = await db.sql.query<{ url: string; title: string; description: string; body: string; scraped_at: Date }>`
    SELECT url, title, description, body, scraped_at FROM indexed_pages WHERE url = ${url}`;
  const r = rows[0];
  return r ? { url: r.url, title: r.title, description: r.description, text: r.body, scrapedAt: r.scraped_at } : null;
}

/** How many pages the index holds (admin summaries, benchmarks). */
export async function countIndexedPages(db: Db): Promise<number> {
  const rows = await db.sql.query<{ n: number }>`SELECT count(*)::int AS n FROM indexed_pages`;
  return rows[0]?.n ?? 0;
}

/** The local index as the `local` search provider of @wsa/search reads it (its port, LocalIndexStore). */
export function createLocalIndexStore(db: Db): LocalIndexStore {
  return {
    parseQuery: (text, positive) => parseLocalQuery(db, text, positive),
    rank: (p) => rankIndexedPages(db, p),
    rankByImpact: (p) => rankIndexedPagesByImpact(db, p),
    stats: () => localIndexStats(db),
    lexemeStats: () => localLexemeStats(db),
    countPagesWithLexemes: (lexemes, cap) => countPagesWithLexemes(db, lexemes, cap),
    images: (pageIds) => findIndexedImages(db, pageIds),
    countries: (pageIds) => findIndexedPageCountries(db, pageIds),
  };
}
