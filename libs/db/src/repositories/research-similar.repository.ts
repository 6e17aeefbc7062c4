import type { Db } from '../client';

// Research Index: papers a source calls similar to a paper (PubMed's similar articles), with its score.

/** Stores a paper's similar papers from one source (a repeat keeps the newer score). */
export async function addResearchSimilar(db: Db, paperId: string, source: string, similar: { similarId: string; score: number }[]): Promise<void> {
  if (similar.length === 0) return;
  await db.sql.execute`
    INSERT INTO research_paper_similar (paper_id, similar_id, score, source)
    SELECT ${paperId}::bigint, s, sc, ${source} FROM unnest(${similar.map((x) => x.similarId)}::bigint[], ${similar.map((x) => x.score)}::float8[]) AS t(s, sc)
    WHERE s <> ${paperId}::bigint
    ON CONFLICT (paper_id, similar_id, source) DO UPDATE SET score = EXCLUDED.score`;
}

/** Records that a paper's similar papers were fetched (so the next read does not fetch again). */
export async function markResearchSimilarFilled(db: Db, paperId: string): Promise<void> {
  await db.sql.execute`UPDATE research_papers SET similar_filled_at = now() WHERE id = ${paperId}::bigint`;
}

/** Which of these papers have had their similar papers fetched. */
export async function listResearchSimilarFilled(db: Db, paperIds: string[]): Promise<Set<string>> {
  if (paperIds.length === 0) return new Set();
  const rows = await db.sql.query<{ id: string }>`SELECT id::text AS id FROM research_papers WHERE id = ANY(${paperIds}::bigint[]) AND similar_filled_at IS NOT NULL`;
  return new Set(rows.map((r) => r.id));
}

/**
 * Papers stored as similar to any of the seeds (not the seeds themselves). `strength` sums, per
 * seed, the score relative to that seed's best (scores are comparable within one seed's list
 * only), so it lies in (0, number of seeds]; `overlap` counts the seeds that list the paper.
 */
export async function listResearchSimilar(db: Db, seeds: string[], limit: number): Promise<{ id: string; strength: number; overlap: number }[]> {
  if (seeds.length === 0) return [];
  return db.sql.query<{ id: string; strength: number; overlap: number }>`
    WITH s AS (
      SELECT paper_id, similar_id, score / NULLIF(max(score) OVER (PARTITION BY paper_id, source), 0) AS rel
      FROM research_paper_similar WHERE paper_id = ANY(${seeds}::bigint[]) AND similar_id <> ALL(${seeds}::bigint[])
    )
    SELECT similar_id::text AS id, sum(coalesce(rel, 0))::float8 AS strength, count(DISTINCT paper_id)::int AS overlap
    FROM s GROUP BY similar_id ORDER BY strength DESC, similar_id LIMIT ${limit}`;
}
