import type { ResearchPaperSimilarQuery } from '@wsa/contracts';
import { listResearchPaperIds, listResearchSimilar, listResearchSimilarFilled, type Db } from '@wsa/db';
import { runFill, type ResearchQueryDeps } from './query-deps';

export type SimilarCandidate = { id: string; structural: number; overlap: number };

/**
 * Mode `similar` asks PubMed for the similar articles of the seeds that have a PMID and were never
 * asked (the fill stores them in research_paper_similar; later reads use the stored ones).
 */
export async function fillPubmedSimilar(deps: ResearchQueryDeps, seeds: string[], mode: ResearchPaperSimilarQuery['mode'], warnings: string[]): Promise<void> {
  if (mode !== 'similar') return;
  const withPmid = [...new Set((await listResearchPaperIds(deps.db, seeds)).filter((r) => r.namespace === 'pmid').map((r) => r.paper_id))];
  const filled = await listResearchSimilarFilled(deps.db, withPmid);
  const missing = withPmid.filter((id) => !filled.has(id));
  if (missing.length === 0) return;
  const fill = await runFill(deps, { kind: 'similar', paperIds: missing });
  warnings.push(...fill.warnings);
}

/**
 * The citation-graph candidates merged with the papers PubMed calls similar: each part scaled to
 * its own best (a count of shared links and a relative PubMed score are not one unit), then added,
 * so a paper both kinds find ranks above one only one finds.
 */
export async function withPubmedSimilar(db: Db, seeds: string[], graph: SimilarCandidate[], cap: number): Promise<SimilarCandidate[]> {
  const similar = await listResearchSimilar(db, seeds, cap);
  if (similar.length === 0) return graph;
  const maxGraph = Math.max(...graph.map((c) => c.structural), 1e-9);
  const maxSimilar = Math.max(...similar.map((c) => c.strength), 1e-9);
  const byId = new Map<string, SimilarCandidate>(graph.map((c) => [c.id, { ...c, structural: c.structural / maxGraph }]));
  for (const s of similar) {
    const c = byId.get(s.id) ?? { id: s.id, structural: 0, overlap: 0 };
    c.structural += s.strength / maxSimilar;
    c.overlap = Math.max(c.overlap, s.overlap);
    byId.set(s.id, c);
  }
  return [...byId.values()].map((c) => ({ ...c, structural: Math.round(c.structural * 1e4) / 1e4 })).sort((a, b) => b.structural - a.structural || Number(a.id) - Number(b.id)).slice(0, cap);
}
