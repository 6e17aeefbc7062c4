import type { Db } from '../client';

// Research Index ingest runs (admin CLI `research ingest` / `research runs`).

export type ResearchIngestRunRow = {
  id: string; source: string; query: string; fromDate: string | null; toDate: string | null; maxPapers: number; status: string;
  fetched: number; stored: number; failures: number; lastError: string | null; createdAt: Date; startedAt: Date | null; finishedAt: Date | null;
};

export async function createResearchIngestRun(db: Db, r: { source: string; query: string; fromDate: string | null; toDate: string | null; maxPapers: number }): Promise<ResearchIngestRunRow> {
  return db.researchIngestRun.create({ data: r });
}

/** Progress of a running ingest: counts so far and the newest failure. */
export async function updateResearchIngestRun(db: Db, id: string, p: { status?: string; fetched?: number; stored?: number; failures?: number; lastError?: string | null; started?: boolean; finished?: boolean }): Promise<void> {
  await db.researchIngestRun.update({
    where: { id },
    data: {
      status: p.status, fetched: p.fetched, stored: p.stored, failures: p.failures, lastError: p.lastError,
      ...(p.started ? { startedAt: new Date() } : {}), ...(p.finished ? { finishedAt: new Date() } : {}),
    },
  });
}

export async function listResearchIngestRuns(db: Db, limit: number): Promise<ResearchIngestRunRow[]> {
  return db.researchIngestRun.findMany({ orderBy: { createdAt: 'desc' }, take: limit });
}

export async function readResearchIngestRun(db: Db, id: string): Promise<ResearchIngestRunRow | null> {
  return db.researchIngestRun.findUnique({ where: { id } });
}
