import type { Db } from '../client';
import type { DeveloperDocType as DeveloperType } from './developer-index.repository';

type LicenseState = 'licensed' | 'known_absent' | 'unknown';

export type DeveloperRankedRow = {
  id: string; type: DeveloperType; key: string; url: string; title: string; number: number | null;
  full_name: string | null; license_spdx: string | null; license_state: LicenseState | null;
  score: number; matched: number; text: string; heading: string; citation_url: string;
};

export type DeveloperRankParams = {
  /** the tsquery ranked (lexemes from developerQueryLexemes); `anyQuery` (any lexeme) orders passages */
  tsquery: string; anyQuery: string; types: DeveloperType[];
  repos: string[] | null; sources: string[] | null; language: string | null; topics: string[] | null; license: string | null;
  minStars: number | null; maxStars: number | null; archived: boolean | null; fork: boolean | null;
  k: number;
  /** candidate passages returned per document (the caller picks the best with its passage scorer) */
  candidates: number;
};

/**
 * One statement: segments matching the query (GIN on the generated tsvector), each document scored
 * by its best segment (title A > heading B > body C, cover density, length-normalised), the
 * repository facts filtered, the top k documents, and for each up to `candidates` of its segments
 * sharing the most query words (the caller's passage scorer picks among them).
 */
export async function rankDeveloperDocuments(db: Db, p: DeveloperRankParams): Promise<DeveloperRankedRow[]> {
  // Not a named prepared statement (db.sql): its generic plan, made once for every query word and
  // filter combination, ranked every segment (seconds at 100k segments, measured); an unnamed
  // statement is planned for its own values, so the GIN index answers the words.
  return db.$queryRaw<DeveloperRankedRow[]>`
    WITH hits AS MATERIALIZED (
      -- the tsquery is a parameter (not a joined row), so the GIN index answers it
      SELECT s.id, s.document_id, ts_rank_cd(s.tsv, ${p.tsquery}::tsquery, 1) AS rank
      FROM developer_segments s WHERE s.tsv @@ ${p.tsquery}::tsquery
    ),
    per_doc AS (
      SELECT document_id, max(rank) AS score, count(*)::int AS matched FROM hits GROUP BY document_id
    ),
    ranked AS (
      SELECT d.id, d.type, d.key, d.url, d.title, d.number, r.full_name, r.license_spdx, r.license_state, pd.score, pd.matched
      FROM per_doc pd
      JOIN developer_documents d ON d.id = pd.document_id
      LEFT JOIN developer_repositories r ON r.id = d.repository_id
      WHERE d.type = ANY(${p.types}::text[])
        AND (
          (d.type = 'doc' AND (${p.sources}::text[] IS NULL OR d.source_id = ANY(${p.sources}::text[])))
          OR (d.type <> 'doc'
            AND (${p.repos}::text[] IS NULL OR lower(r.full_name) = ANY(${p.repos}::text[]))
            AND (${p.language}::text IS NULL OR lower(r.language) = ${p.language}::text)
            AND (${p.topics}::text[] IS NULL OR r.topics @> ${p.topics}::text[])
            AND (${p.license}::text IS NULL OR lower(r.license_spdx) = ${p.license}::text)
            AND (${p.minStars}::int IS NULL OR r.stars >= ${p.minStars}::int)
            AND (${p.maxStars}::int IS NULL OR r.stars <= ${p.maxStars}::int)
            AND (${p.archived}::boolean IS NULL OR r.archived = ${p.archived}::boolean)
            AND (${p.fork}::boolean IS NULL OR r.fork = ${p.fork}::boolean))
        )
      ORDER BY pd.score DESC, d.id
      LIMIT ${p.k}::int
    )
    SELECT ranked.*, ps.text, ps.heading, ps.citation_url
    FROM ranked
    CROSS JOIN LATERAL (
      -- candidates by their own words (the title every segment repeats would tie them), any word counts
      SELECT s.text, s.heading, s.citation_url FROM developer_segments s
      WHERE s.document_id = ranked.id
      ORDER BY ts_rank_cd(setweight(to_tsvector('english', s.heading), 'B') || to_tsvector('english', s.text),
                          ${p.anyQuery}::tsquery, 1) DESC, s.position
      LIMIT ${p.candidates}::int
    ) ps
    ORDER BY ranked.score DESC, ranked.id`;
}

export type DeveloperTypeCounts = { type: DeveloperType; documents: number }[];

/** Documents per type, within the requested repositories/sources when named. */
export async function countDeveloperDocumentsByType(db: Db, repos: string[] | null, sources: string[] | null): Promise<DeveloperTypeCounts> {
  return db.sql.query<{ type: DeveloperType; documents: number }>`
    SELECT d.type, count(*)::int AS documents
    FROM developer_documents d LEFT JOIN developer_repositories r ON r.id = d.repository_id
    WHERE (d.type = 'doc' AND (${sources}::text[] IS NULL OR d.source_id = ANY(${sources}::text[])))
       OR (d.type <> 'doc' AND (${repos}::text[] IS NULL OR lower(r.full_name) = ANY(${repos}::text[])))
    GROUP BY d.type`;
}

/** Whether a repository or documentation source in scope had an incomplete last refresh. */
export async function incompleteDeveloperRefreshes(db: Db, repos: string[] | null, sources: string[] | null): Promise<{ repos: boolean; sources: boolean }> {
  const [row] = await db.sql.query<{ repos: boolean; sources: boolean }>`
    SELECT
      EXISTS (SELECT 1 FROM developer_repositories r WHERE r.last_error IS NOT NULL
              AND (${repos}::text[] IS NULL OR lower(r.full_name) = ANY(${repos}::text[]))) AS repos,
      EXISTS (SELECT 1 FROM developer_doc_sources s WHERE s.last_error IS NOT NULL
              AND (${sources}::text[] IS NULL OR s.id = ANY(${sources}::text[]))) AS sources`;
  return row;
}

export type DeveloperRepoStatusRow = { key: string; indexed: boolean; issue: boolean; pull_request: boolean; readme: boolean };

/** Index state of the named repositories (lower-case owner/name). */
export async function developerRepoStatuses(db: Db, repos: string[]): Promise<DeveloperRepoStatusRow[]> {
  return db.sql.query<DeveloperRepoStatusRow>`
    SELECT lower(r.full_name) AS key, r.refreshed_at IS NOT NULL AS indexed,
      coalesce(bool_or(d.type = 'issue'), false) AS issue,
      coalesce(bool_or(d.type = 'pull_request'), false) AS pull_request,
      coalesce(bool_or(d.type = 'readme'), false) AS readme
    FROM developer_repositories r LEFT JOIN developer_documents d ON d.repository_id = r.id
    WHERE lower(r.full_name) = ANY(${repos}::text[])
    GROUP BY r.id`;
}

/** Index state of the named documentation sources. */
export async function developerSourceStatuses(db: Db, sources: string[]): Promise<{ id: string; indexed: boolean }[]> {
  return db.sql.query<{ id: string; indexed: boolean }>`
    SELECT s.id, EXISTS (SELECT 1 FROM developer_documents d WHERE d.source_id = s.id) AS indexed
    FROM developer_doc_sources s WHERE s.id = ANY(${sources}::text[])`;
}

/** The query's lexemes as PostgreSQL's english configuration makes them (stemmed, stop words dropped). */
export async function developerQueryLexemes(db: Db, words: string): Promise<string[]> {
  const [row] = await db.sql.query<{ lexemes: string[] | null }>`
    SELECT array_agg(lexeme ORDER BY lexeme) AS lexemes FROM unnest(to_tsvector('english', ${words}::text))`;
  return row?.lexemes ?? [];
}
