import type { LocalCandidateRow, LocalImpactRankParams, LocalImpactRanking, LocalRankParams } from '@wsa/search';
import type { Db } from '../client';

// The local index's rankers over indexed_pages: the two first stages the provider chooses between
// (GIN with cover density, or the impact-ordered postings) and the plain ts_rank baseline the
// quality bench measures against. Both first stages apply the same filters; the statements are
// named prepared statements with fixed text, so the filter clause is written in each.

/** A lexeme as a one-term tsquery (quoted, so any character is literal). */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * First stage of the local ranker: pages matching the tsquery (GIN on the full vector), filtered,
 * at most `matchCap` of them ordered by cover density over the compact head vector (title,
 * headings, description, the body's first 2000 characters) with field weights and length
 * normalisation, the top k; for
 * each, the frequency of every query lexeme in each field (one-term ts_rank_cd calls, which count
 * weighted occurrences in C: far cheaper than unnesting the vector) and whether they form a phrase.
 */
export async function rankIndexedPages(db: Db, p: LocalRankParams): Promise<LocalCandidateRow[]> {
  const lexemeQueries = p.lexemes.map(quoteLexeme);
  // an unnamed statement: planned for its own tsquery, so the GIN index answers it
  return db.$queryRaw<LocalCandidateRow[]>`
    WITH matched AS MATERIALIZED (
      SELECT p.id, p.head_vector
      FROM indexed_pages p
      WHERE p.search_vector @@ ${p.tsquery}::tsquery
        AND (${p.include}::text[] IS NULL OR p.domain = ANY(${p.include}::text[])
             OR EXISTS (SELECT 1 FROM unnest(${p.include}::text[]) d WHERE p.domain LIKE '%.' || d))
        AND (${p.exclude}::text[] IS NULL OR NOT (p.domain = ANY(${p.exclude}::text[])
             OR EXISTS (SELECT 1 FROM unnest(${p.exclude}::text[]) d WHERE p.domain LIKE '%.' || d)))
        AND (${p.language}::text IS NULL OR p.language IS NULL OR p.language = ${p.language}::text)
        AND (NOT ${p.newsOnly}::boolean OR (p.is_article AND p.published_at IS NOT NULL))
        AND (${p.from}::timestamptz IS NULL OR coalesce(p.published_at, p.scraped_at) >= ${p.from}::timestamptz)
        AND (${p.to}::timestamptz IS NULL OR coalesce(p.published_at, p.scraped_at) <= ${p.to}::timestamptz)
        AND (NOT ${p.withImagesOnly}::boolean OR EXISTS (SELECT 1 FROM indexed_images i WHERE i.page_id = p.id))
      LIMIT ${p.matchCap}::int
    ),
    cand AS MATERIALIZED (
      -- ranked by the compact head vector; a page whose terms are all beyond the body's start ranks 0
      SELECT m.id, ts_rank_cd('{0.1, 0.2, 0.5, 1.0}', m.head_vector, ${p.tsquery}::tsquery, 1)::float8 AS stage_rank
      FROM matched m ORDER BY stage_rank DESC, m.id LIMIT ${p.k}::int
    )
    SELECT c.id::text AS id, p.url, p.title, p.description, left(p.body, 400) AS lead, p.published_at, p.scraped_at,
           p.title_length, p.headings_length, p.desc_length, p.body_length, c.stage_rank,
           -- weights are {D, C, B, A}: 1 and 1/1024 pack two exact counts (<= 256 each) into one float4
           (SELECT array_agg(ARRAY[ts_rank_cd('{0, 0, 0.0009765625, 1}', p.search_vector, x.q::tsquery, 0),
                                   ts_rank_cd('{0.0009765625, 1, 0, 0}', p.search_vector, x.q::tsquery, 0)]::float8[] ORDER BY x.o)
              FROM unnest(${lexemeQueries}::text[]) WITH ORDINALITY AS x(q, o)) AS tf,
           CASE WHEN ${p.phrase}::text IS NULL THEN false ELSE p.search_vector @@ ${p.phrase}::text::tsquery END AS phrase
    FROM cand c JOIN indexed_pages p ON p.id = c.id
    ORDER BY c.stage_rank DESC, c.id`;
}

/**
 * First stage from the impact-ordered postings (indexed_postings, kept by triggers): the `depth`
 * highest-impact pages of each query lexeme, scored by the sum of impact x IDF (a page missing a
 * share of the lexemes loses the ranker's missingPenalty of it), the best `pool` of them checked
 * against the tsquery and the filters in score order until `k` pass; then the same per-field counts
 * and phrase flag as rankIndexedPages. Reads about depth x lexemes index entries and at most pool
 * page rows, whatever the size of the index. `listLengths` (per lexeme, how many postings were read)
 * tells the caller whether a list was cut at `depth` or holds fewer pages than the lexeme's count.
 */
export async function rankIndexedPagesByImpact(db: Db, p: LocalImpactRankParams): Promise<LocalImpactRanking> {
  const lexemeQueries = p.lexemes.map(quoteLexeme);
  type Row = LocalCandidateRow & { list_lengths: number[]; pooled: number };
  const rows = await db.sql.query<Row>`
    WITH terms AS MATERIALIZED (
      SELECT t.lexeme, t.idf, t.o FROM unnest(${p.lexemes}::text[], ${p.idf}::float8[]) WITH ORDINALITY AS t(lexeme, idf, o)
    ),
    hits AS MATERIALIZED (
      SELECT t.o, h.page_id, h.impact * t.idf AS w
      FROM terms t CROSS JOIN LATERAL (
        SELECT ip.page_id, ip.impact FROM indexed_postings ip WHERE ip.lexeme = t.lexeme
        ORDER BY ip.impact DESC LIMIT ${p.depth}::int) h
    ),
    pool AS MATERIALIZED (
      SELECT h.page_id, sum(h.w) * (1 - ${p.missingPenalty}::float8 * (1 - count(*)::float8 / ${p.lexemes.length}::int)) AS score
      FROM hits h GROUP BY h.page_id ORDER BY score DESC, h.page_id LIMIT ${p.pool}::int
    ),
    lists AS (
      SELECT array_agg(coalesce(c.n, 0) ORDER BY t.o)::int[] AS list_lengths, (SELECT count(*)::int FROM pool) AS pooled
      FROM terms t LEFT JOIN (SELECT o, count(*)::int AS n FROM hits GROUP BY o) c ON c.o = t.o
    ),
    cand AS MATERIALIZED (
      SELECT q.page_id AS id, q.score AS stage_rank
      -- ordered in a subquery: the join then walks the pool best first and stops at k passing
      -- pages (from the CTE itself the planner would check every page of the pool, then sort)
      FROM (SELECT * FROM pool ORDER BY score DESC, page_id) q JOIN indexed_pages p ON p.id = q.page_id
      WHERE p.search_vector @@ ${p.tsquery}::tsquery
        AND (${p.include}::text[] IS NULL OR p.domain = ANY(${p.include}::text[])
             OR EXISTS (SELECT 1 FROM unnest(${p.include}::text[]) d WHERE p.domain LIKE '%.' || d))
        AND (${p.exclude}::text[] IS NULL OR NOT (p.domain = ANY(${p.exclude}::text[])
             OR EXISTS (SELECT 1 FROM unnest(${p.exclude}::text[]) d WHERE p.domain LIKE '%.' || d)))
        AND (${p.language}::text IS NULL OR p.language IS NULL OR p.language = ${p.language}::text)
        AND (NOT ${p.newsOnly}::boolean OR (p.is_article AND p.published_at IS NOT NULL))
        AND (${p.from}::timestamptz IS NULL OR coalesce(p.published_at, p.scraped_at) >= ${p.from}::timestamptz)
        AND (${p.to}::timestamptz IS NULL OR coalesce(p.published_at, p.scraped_at) <= ${p.to}::timestamptz)
        AND (NOT ${p.withImagesOnly}::boolean OR EXISTS (SELECT 1 FROM indexed_images i WHERE i.page_id = p.id))
      ORDER BY q.score DESC, q.page_id LIMIT ${p.k}::int
    ),
    ranked AS (
      SELECT c.id::text AS id, p.url, p.title, p.description, left(p.body, 400) AS lead, p.published_at, p.scraped_at,
             p.title_length, p.headings_length, p.desc_length, p.body_length, c.stage_rank,
             (SELECT array_agg(ARRAY[ts_rank_cd('{0, 0, 0.0009765625, 1}', p.search_vector, x.q::tsquery, 0),
                                     ts_rank_cd('{0.0009765625, 1, 0, 0}', p.search_vector, x.q::tsquery, 0)]::float8[] ORDER BY x.o)
                FROM unnest(${lexemeQueries}::text[]) WITH ORDINALITY AS x(q, o)) AS tf,
             CASE WHEN ${p.phrase}::text IS NULL THEN false ELSE p.search_vector @@ ${p.phrase}::text::tsquery END AS phrase
      FROM cand c JOIN indexed_pages p ON p.id = c.id
    )
    -- one row at least, so the list lengths come back when no page passes
    SELECT l.list_lengths, l.pooled, r.* FROM lists l LEFT JOIN ranked r ON true
    ORDER BY r.stage_rank DESC NULLS LAST, r.id`;
  const listLengths = rows[0]?.list_lengths ?? p.lexemes.map(() => 0);
  const candidates = rows.filter((r) => r.id !== null).map(({ list_lengths: _l, pooled: _p, ...r }) => r);
  return { candidates, listLengths, pooled: rows[0]?.pooled ?? 0 };
}

/** Plain ts_rank order (the measured baseline of the ranker; not used to answer searches). */
export async function rankIndexedPagesByTsRank(db: Db, tsquery: string, k: number): Promise<{ url: string }[]> {
  return db.$queryRaw<{ url: string }[]>`
    SELECT url FROM indexed_pages WHERE search_vector @@ ${tsquery}::tsquery
    ORDER BY ts_rank(search_vector, ${tsquery}::tsquery) DESC, id LIMIT ${k}::int`;
}
