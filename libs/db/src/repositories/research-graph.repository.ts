import type { Db } from '../client';

// Research Index citation graph and full-text passages.

export type CitationDirection = 'citers' | 'references';

export async function addResearchCitations(db: Db, pairs: { citingId: string; citedId: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.sql.execute`
    INSERT INTO research_citations (citing_id, cited_id)
    SELECT c, d FROM unnest(${pairs.map((p) => p.citingId)}::bigint[], ${pairs.map((p) => p.citedId)}::bigint[]) AS t(c, d)
    WHERE c <> d ON CONFLICT DO NOTHING`;
}

/** Records that a paper's citers or references were fetched (so the next read does not fetch again). */
export async function markResearchCitationsFilled(db: Db, paperId: string, direction: CitationDirection): Promise<void> {
  if (direction === 'citers') await db.sql.execute`UPDATE research_papers SET citers_filled_at = now() WHERE id = ${paperId}::bigint`;
  else await db.sql.execute`UPDATE research_papers SET references_filled_at = now() WHERE id = ${paperId}::bigint`;
}

/** Papers citing (citers) or cited by (references) any of the seeds, with how many seeds each touches. */
export async function listResearchNeighbours(db: Db, seeds: string[], direction: CitationDirection, limit: number): Promise<{ id: string; overlap: number }[]> {
  const rows = direction === 'citers'
    ? await db.sql.query<{ id: string; overlap: number }>`
        SELECT citing_id::text AS id, count(*)::int AS overlap FROM research_citations WHERE cited_id = ANY(${seeds}::bigint[])
        GROUP BY citing_id ORDER BY overlap DESC, citing_id LIMIT ${limit}`
    : await db.sql.query<{ id: string; overlap: number }>`
        SELECT cited_id::text AS id, count(*)::int AS overlap FROM research_citations WHERE citing_id = ANY(${seeds}::bigint[])
        GROUP BY cited_id ORDER BY overlap DESC, cited_id LIMIT ${limit}`;
  return rows;
}

/**
 * Co-citation (papers cited next to a seed by the same citing paper) and bibliographic coupling
 * (papers sharing references with a seed): `strength` counts the shared links, `overlap` the seeds.
 */
export async function listResearchCoupled(db: Db, seeds: string[], limit: number): Promise<{ id: string; strength: number; overlap: number }[]> {
  return db.sql.query<{ id: string; strength: number; overlap: number }>`
    WITH links AS (
      SELECT c2.cited_id AS other, c1.cited_id AS seed FROM research_citations c1 JOIN research_citations c2 ON c2.citing_id = c1.citing_id
      WHERE c1.cited_id = ANY(${seeds}::bigint[]) AND c2.cited_id <> ALL(${seeds}::bigint[])
      UNION ALL
      SELECT c2.citing_id, c1.citing_id FROM research_citations c1 JOIN research_citations c2 ON c2.cited_id = c1.cited_id
      WHERE c1.citing_id = ANY(${seeds}::bigint[]) AND c2.citing_id <> ALL(${seeds}::bigint[])
    )
    SELECT other::text AS id, count(*)::int AS strength, count(DISTINCT seed)::int AS overlap FROM links
    GROUP BY other ORDER BY strength DESC, other LIMIT ${limit}`;
}

/** In-degree of papers in the local graph (the article-rank signal). */
export async function countResearchCiters(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.sql.query<{ id: string; n: number }>`
    SELECT cited_id::text AS id, count(*)::int AS n FROM research_citations WHERE cited_id = ANY(${ids}::bigint[]) GROUP BY cited_id`;
  return new Map(rows.map((r) => [r.id, r.n]));
}

export type ResearchPassageWrite = { section: string; text: string };

/** Stores a paper's passages (replacing any) and marks its full text indexed or unavailable. */
export async function storeResearchPassages(db: Db, paperId: string, passages: ResearchPassageWrite[]): Promise<void> {
  await db.sql.execute`DELETE FROM research_passages WHERE paper_id = ${paperId}::bigint`;
  if (passages.length > 0) {
    await db.sql.execute`
      INSERT INTO research_passages (paper_id, section, position, text)
      SELECT ${paperId}::bigint, s, ord - 1, t FROM unnest(${passages.map((p) => p.section)}::text[], ${passages.map((p) => p.text)}::text[]) WITH ORDINALITY AS x(s, t, ord)`;
  }
  const status = passages.length > 0 ? 'indexed' : 'unavailable';
  await db.sql.execute`UPDATE research_papers SET full_text_status = ${status} WHERE id = ${paperId}::bigint`;
}

/** The paper's passages best matching the query (ts_rank_cd, section headings weigh more). */
export async function searchResearchPassages(db: Db, paperId: string, tsquery: string, k: number): Promise<{ text: string; section: string; score: number }[]> {
  return db.sql.query<{ text: string; section: string; score: number }>`
    SELECT text, section, ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', search_vector, q, 1)::float8 AS score
    FROM research_passages, to_tsquery('english', ${tsquery}) q
    WHERE paper_id = ${paperId}::bigint AND search_vector @@ q
    ORDER BY score DESC, position LIMIT ${k}`;
}
