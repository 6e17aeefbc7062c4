import type { Db } from '../client';

// Research Index papers: the statements the paper endpoints and the fill/ingest jobs run. Ranking
// and merging rules live in libs/research-index; these only read and write rows.

export type ResearchPaperRow = {
  id: string; primary_id: string; title: string; abstract: string; authors_text: string; categories: string[] | null;
  published_date: string | null; updated_date: string | null; source: string; full_text_status: string;
  citers_filled_at: Date | null; references_filled_at: Date | null;
};
export type ResearchHitRow = { id: string; primary_id: string; title: string; abstract: string; score: number };
export type ResearchIdRow = { paper_id: string; namespace: string; value: string };
export type ResearchPaperFilters = { categories: string[] | null; authors: string[]; from: string | null; to: string | null };
export type ResearchPaperWrite = {
  primaryId: string; title: string; abstract: string; authorsText: string; categories: string[];
  publishedDate: string | null; updatedDate: string | null; source: string;
};
export type ResearchAuthorWrite = { name: string; affiliation: string | null };

/**
 * Full-text match ranked by ts_rank_cd with fielded weights (title 1.0, authors 0.4, abstract 0.2)
 * and length normalisation 1 (divide by 1 + log length). `tsquery` is a to_tsquery expression the
 * caller built from sanitised tokens. Ranking reads each candidate's whole tsvector, so the
 * candidates are bounded: up to `titleCap` papers whose title matches (the ones the title weight
 * puts on top) and up to `bodyCap` matching anywhere. Below the caps (most real queries) every
 * match is ranked; above them the answer stays fast on millions of papers.
 *
 * Each candidate is scored inside the scan that found it, from the heap row that scan has already
 * read (search_vector is stored inline, STORAGE MAIN: no TOAST read), and only the k best rows
 * are joined back for their title and abstract. Scoring after a join by id read every candidate
 * twice plus its vector from the TOAST table: ~3x the buffers at 1M papers.
 */
export async function searchResearchPapers(db: Db, q: { tsquery: string; k: number; titleCap: number; bodyCap: number } & ResearchPaperFilters): Promise<ResearchHitRow[]> {
  return db.sql.query<ResearchHitRow>`
    WITH q AS (SELECT to_tsquery('english', ${q.tsquery}) AS q),
    f AS (SELECT ${q.categories}::text[] AS cats, ${q.from}::date AS dfrom, ${q.to}::date AS dto, ${q.authors}::text[] AS authors),
    by_title AS (
      SELECT p.id, ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', p.search_vector, q.q, 1)::float8 AS score FROM research_papers p, q, f WHERE p.title_vector @@ q.q
        AND (f.cats IS NULL OR p.categories @> f.cats) AND (f.dfrom IS NULL OR coalesce(p.updated_date, p.published_date) >= f.dfrom)
        AND (f.dto IS NULL OR p.published_date <= f.dto) AND NOT EXISTS (SELECT 1 FROM unnest(f.authors) a WHERE p.authors_text NOT ILIKE '%' || a || '%')
      LIMIT ${q.titleCap}
    ),
    by_body AS (
      SELECT p.id, ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', p.search_vector, q.q, 1)::float8 AS score FROM research_papers p, q, f WHERE p.search_vector @@ q.q
        AND (f.cats IS NULL OR p.categories @> f.cats) AND (f.dfrom IS NULL OR coalesce(p.updated_date, p.published_date) >= f.dfrom)
        AND (f.dto IS NULL OR p.published_date <= f.dto) AND NOT EXISTS (SELECT 1 FROM unnest(f.authors) a WHERE p.authors_text NOT ILIKE '%' || a || '%')
      LIMIT ${q.bodyCap}
    ),
    top AS (SELECT id, max(score) AS score FROM (SELECT * FROM by_title UNION ALL SELECT * FROM by_body) c GROUP BY id ORDER BY score DESC, id LIMIT ${q.k})
    SELECT p.id::text, p.primary_id, p.title, p.abstract, top.score
    FROM top JOIN research_papers p ON p.id = top.id ORDER BY top.score DESC, p.id`;
}

/** Ranks the given papers against a query (for citation candidates); papers without a match score 0. */
export async function scoreResearchPapers(db: Db, ids: string[], tsquery: string): Promise<ResearchHitRow[]> {
  if (ids.length === 0) return [];
  return db.sql.query<ResearchHitRow>`
    SELECT p.id::text, p.primary_id, p.title, p.abstract,
      CASE WHEN ${tsquery}::text = '' THEN 0 ELSE ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', p.search_vector, to_tsquery('english', ${tsquery}), 1) END::float8 AS score
    FROM research_papers p WHERE p.id = ANY(${ids}::bigint[])`;
}

export async function readResearchPaper(db: Db, id: string): Promise<ResearchPaperRow | null> {
  const rows = await db.sql.query<ResearchPaperRow>`
    SELECT id::text, primary_id, title, abstract, authors_text, categories, to_char(published_date, 'YYYY-MM-DD') AS published_date,
      to_char(updated_date, 'YYYY-MM-DD') AS updated_date, source, full_text_status, citers_filled_at, references_filled_at
    FROM research_papers WHERE id = ${id}::bigint`;
  return rows[0] ?? null;
}

/** The paper holding an external id (namespace + normalised value), if any. */
export async function findResearchPaperByExternalId(db: Db, namespace: string, value: string): Promise<string | null> {
  const rows = await db.sql.query<{ paper_id: string }>`SELECT paper_id::text FROM research_paper_ids WHERE namespace = ${namespace} AND value = ${value}`;
  return rows[0]?.paper_id ?? null;
}

export async function researchPaperExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.sql.query<{ one: number }>`SELECT 1 AS one FROM research_papers WHERE id = ${id}::bigint`;
  return rows.length > 0;
}

/** Which of these (namespace, value) pairs are held, and by which paper. */
export async function findResearchIdOwners(db: Db, pairs: { namespace: string; value: string }[]): Promise<ResearchIdRow[]> {
  if (pairs.length === 0) return [];
  return db.sql.query<ResearchIdRow>`
    SELECT paper_id::text, namespace, value FROM research_paper_ids
    WHERE (namespace, value) IN (SELECT * FROM unnest(${pairs.map((p) => p.namespace)}::text[], ${pairs.map((p) => p.value)}::text[]))`;
}

export async function listResearchPaperIds(db: Db, paperIds: string[]): Promise<ResearchIdRow[]> {
  if (paperIds.length === 0) return [];
  return db.sql.query<ResearchIdRow>`SELECT paper_id::text, namespace, value FROM research_paper_ids WHERE paper_id = ANY(${paperIds}::bigint[]) ORDER BY namespace, value`;
}

export async function listResearchPaperAuthors(db: Db, paperId: string): Promise<ResearchAuthorWrite[]> {
  return db.sql.query<ResearchAuthorWrite>`SELECT name, affiliation FROM research_paper_authors WHERE paper_id = ${paperId}::bigint ORDER BY position`;
}

export async function insertResearchPaper(db: Db, p: ResearchPaperWrite): Promise<string> {
  const rows = await db.sql.query<{ id: string }>`
    INSERT INTO research_papers (primary_id, title, abstract, authors_text, categories, published_date, updated_date, source)
    VALUES (${p.primaryId}, ${p.title}, ${p.abstract}, ${p.authorsText}, ${p.categories}::text[], ${p.publishedDate}::date, ${p.updatedDate}::date, ${p.source})
    RETURNING id::text`;
  return rows[0]!.id;
}

export async function updateResearchPaper(db: Db, id: string, p: ResearchPaperWrite): Promise<void> {
  await db.sql.execute`
    UPDATE research_papers SET primary_id = ${p.primaryId}, title = ${p.title}, abstract = ${p.abstract}, authors_text = ${p.authorsText},
      categories = ${p.categories}::text[], published_date = ${p.publishedDate}::date, updated_date = ${p.updatedDate}::date, updated_at = now()
    WHERE id = ${id}::bigint`;
}

/** Adds external ids to a paper; an id another paper already holds stays with it. Returns how many were added. */
export async function addResearchPaperIds(db: Db, paperId: string, pairs: { namespace: string; value: string }[]): Promise<number> {
  if (pairs.length === 0) return 0;
  return db.sql.execute`
    INSERT INTO research_paper_ids (namespace, value, paper_id)
    SELECT ns, v, ${paperId}::bigint FROM unnest(${pairs.map((p) => p.namespace)}::text[], ${pairs.map((p) => p.value)}::text[]) AS t(ns, v)
    ON CONFLICT DO NOTHING`;
}

/** Removes a paper (its ids, authors, passages and citations go with it). */
export async function deleteResearchPaper(db: Db, id: string): Promise<void> {
  await db.sql.execute`DELETE FROM research_papers WHERE id = ${id}::bigint`;
}

/**
 * Sets a paper's author list. Written as an upsert by position and a delete of the positions past
 * the new list, so two fills merging into the same paper at once both succeed (a delete-then-insert
 * let the second insert collide with the first's rows: duplicate key on (paper_id, position)).
 */
export async function replaceResearchPaperAuthors(db: Db, paperId: string, authors: ResearchAuthorWrite[]): Promise<void> {
  if (authors.length > 0) {
    await db.sql.execute`
      INSERT INTO research_paper_authors (paper_id, position, name, affiliation)
      SELECT ${paperId}::bigint, ord - 1, n, a FROM unnest(${authors.map((a) => a.name)}::text[], ${authors.map((a) => a.affiliation)}::text[]) WITH ORDINALITY AS t(n, a, ord)
      ON CONFLICT (paper_id, position) DO UPDATE SET name = EXCLUDED.name, affiliation = EXCLUDED.affiliation`;
  }
  await db.sql.execute`DELETE FROM research_paper_authors WHERE paper_id = ${paperId}::bigint AND position >= ${authors.length}`;
}
