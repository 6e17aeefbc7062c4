import type { PaperMetadata, PaperResult } from '@wsa/contracts';
import { listResearchPaperIds, type Db, type ResearchHitRow, type ResearchPaperRow } from '@wsa/db';

/** External ids of papers, grouped as the wire's `ids` map (namespace -> values). */
export async function idMaps(db: Db, paperIds: string[]): Promise<Map<string, Record<string, string[]>>> {
  const out = new Map<string, Record<string, string[]>>();
  for (const row of await listResearchPaperIds(db, paperIds)) {
    const map = out.get(row.paper_id) ?? {};
    (map[row.namespace] ??= []).push(row.value);
    out.set(row.paper_id, map);
  }
  return out;
}

export function toPaperResult(hit: ResearchHitRow, ids: Record<string, string[]> | undefined, score: number): PaperResult {
  return { paperId: hit.id, primaryId: hit.primary_id, ...(ids ? { ids } : {}), title: hit.title, abstract: hit.abstract, score: round(score) };
}

export function toPaperMetadata(row: ResearchPaperRow, ids: Record<string, string[]> | undefined): PaperMetadata {
  return {
    paperId: row.id,
    primaryId: row.primary_id,
    ...(ids ? { ids } : {}),
    title: row.title,
    abstract: row.abstract,
    ...(row.authors_text ? { authors: row.authors_text } : {}),
    ...(row.categories?.length ? { categories: row.categories } : {}),
    ...(row.published_date ? { createdDate: row.published_date } : {}),
    ...(row.updated_date ? { updateDate: row.updated_date } : {}),
  };
}

export function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
