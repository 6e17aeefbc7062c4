import type { Db } from '../client';

/** Developer Index kinds of document (libs/contracts DEVELOPER_TYPES). */
export type DeveloperDocType = 'doc' | 'issue' | 'pull_request' | 'readme';
/** A passage as stored: heading path, markdown text, where to cite it. */
export type DeveloperSegmentInput = { heading: string; text: string; citationUrl: string };

export type DeveloperRepositoryFacts = {
  fullName: string; htmlUrl: string; description: string | null; stars: number; language: string | null; topics: string[];
  licenseSpdx: string | null; licenseState: string; archived: boolean; fork: boolean;
};

export type StoredDeveloperDocument = {
  type: DeveloperDocType; key: string; url: string; title: string; number?: number;
  repositoryId?: string; sourceId?: string; segments: DeveloperSegmentInput[];
};

/** The repository row of owner/name (any case), or null. */
export async function findDeveloperRepository(db: Db, fullName: string) {
  const [row] = await db.sql.query<{ id: string; full_name: string }>`
    SELECT id, full_name FROM developer_repositories WHERE lower(full_name) = lower(${fullName}::text)`;
  return row ?? null;
}

/** Adds owner/name to the index (facts come with its first refresh); returns its id. */
export async function addDeveloperRepository(db: Db, fullName: string): Promise<string> {
  const existing = await findDeveloperRepository(db, fullName);
  if (existing) return existing.id;
  const row = await db.developerRepository.create({ data: { fullName } });
  return row.id;
}

export async function saveDeveloperRepositoryFacts(db: Db, id: string, facts: DeveloperRepositoryFacts): Promise<void> {
  await db.developerRepository.update({ where: { id }, data: { ...facts, topics: facts.topics.map((t) => t.toLowerCase()) } });
}

export async function markDeveloperRepositoryRefreshed(db: Db, id: string, lastError: string | null): Promise<void> {
  await db.developerRepository.update({ where: { id }, data: { refreshedAt: new Date(), lastError } });
}

export async function listDeveloperRepositories(db: Db) {
  return db.developerRepository.findMany({ orderBy: { fullName: 'asc' } });
}

/** Adds or updates a documentation site. */
export async function addDeveloperDocSource(db: Db, id: string, baseUrl: string): Promise<void> {
  await db.developerDocSource.upsert({ where: { id }, create: { id, baseUrl }, update: { baseUrl } });
}

export async function listDeveloperDocSources(db: Db) {
  return db.developerDocSource.findMany({ orderBy: { id: 'asc' } });
}

export async function markDeveloperDocSourceRefreshed(db: Db, id: string, lastError: string | null): Promise<void> {
  await db.developerDocSource.update({ where: { id }, data: { refreshedAt: new Date(), lastError } });
}

export async function findDeveloperDocSource(db: Db, id: string) {
  return db.developerDocSource.findUnique({ where: { id } });
}

/** Drops the pages of a documentation site its last complete crawl no longer found (gone from the sitemap). */
export async function removeDeveloperDocsExcept(db: Db, sourceId: string, keepKeys: string[]): Promise<number> {
  const gone = await db.developerDocument.deleteMany({ where: { sourceId, type: 'doc', key: { notIn: keepKeys } } });
  return gone.count;
}

export type DeveloperDocSourceSummary = { source: string; baseUrl: string; refreshedAt: Date | null; lastError: string | null; pages: number; segments: number };

/** Every documentation site with what the index holds of it (admin `developer list`). */
export async function listDeveloperDocSourceSummaries(db: Db): Promise<DeveloperDocSourceSummary[]> {
  return db.sql.query<DeveloperDocSourceSummary>`
    SELECT s.id AS source, s.base_url AS "baseUrl", s.refreshed_at AS "refreshedAt", s.last_error AS "lastError",
      count(d.id)::int AS pages,
      coalesce(sum((SELECT count(*) FROM developer_segments g WHERE g.document_id = d.id)), 0)::int AS segments
    FROM developer_doc_sources s LEFT JOIN developer_documents d ON d.source_id = s.id
    GROUP BY s.id ORDER BY s.id`;
}

/** Writes a document and replaces its segments, in one transaction (a search never sees half of one). */
export async function storeDeveloperDocument(db: Db, doc: StoredDeveloperDocument): Promise<number> {
  const segments = doc.segments.filter((s) => s.text.trim().length > 0);
  await db.$transaction(async (tx) => {
    const fields = { type: doc.type, url: doc.url, title: doc.title, number: doc.number ?? null, repositoryId: doc.repositoryId ?? null, sourceId: doc.sourceId ?? null, updatedAt: new Date() };
    const row = await tx.developerDocument.upsert({ where: { key: doc.key }, create: { key: doc.key, ...fields }, update: fields, select: { id: true } });
    await tx.developerSegment.deleteMany({ where: { documentId: row.id } });
    if (segments.length > 0) {
      await tx.developerSegment.createMany({
        data: segments.map((s, position) => ({ documentId: row.id, position, title: doc.title, heading: s.heading, text: s.text, citationUrl: s.citationUrl })),
      });
    }
  });
  return segments.length;
}

export type DeveloperIngestRunKind = 'repo' | 'docs' | 'refresh';

export async function startDeveloperIngestRun(db: Db, kind: DeveloperIngestRunKind, target: string): Promise<string> {
  return (await db.developerIngestRun.create({ data: { kind, target } })).id;
}

export async function finishDeveloperIngestRun(
  db: Db, id: string, outcome: { status: 'completed' | 'partial' | 'failed'; documents: number; segments: number; warnings: string[]; error?: string },
): Promise<void> {
  await db.developerIngestRun.update({ where: { id }, data: { ...outcome, error: outcome.error ?? null, finishedAt: new Date() } });
}

export async function listDeveloperIngestRuns(db: Db, limit = 20) {
  return db.developerIngestRun.findMany({ orderBy: { startedAt: 'desc' }, take: limit });
}

export type DeveloperRepositorySummary = {
  repo: string; stars: number; language: string | null; license: string | null; archived: boolean; fork: boolean;
  refreshedAt: Date | null; lastError: string | null; readme: number; issues: number; pullRequests: number; segments: number;
};

/** Every repository with what the index holds of it (admin `developer list`). */
export async function listDeveloperRepositorySummaries(db: Db): Promise<DeveloperRepositorySummary[]> {
  return db.sql.query<DeveloperRepositorySummary>`
    SELECT r.full_name AS repo, r.stars, r.language, r.license_spdx AS license, r.archived, r.fork,
      r.refreshed_at AS "refreshedAt", r.last_error AS "lastError",
      count(d.id) FILTER (WHERE d.type = 'readme')::int AS readme,
      count(d.id) FILTER (WHERE d.type = 'issue')::int AS issues,
      count(d.id) FILTER (WHERE d.type = 'pull_request')::int AS "pullRequests",
      coalesce(sum((SELECT count(*) FROM developer_segments s WHERE s.document_id = d.id)), 0)::int AS segments
    FROM developer_repositories r LEFT JOIN developer_documents d ON d.repository_id = r.id
    GROUP BY r.id ORDER BY lower(r.full_name)`;
}
