import type { ResearchFillResult } from '@wsa/contracts';
import { addResearchSimilar, findResearchIdOwners, listResearchPaperIds, markResearchSimilarFilled, type Db } from '@wsa/db';
import { dedupeRecords } from '../lib/merge';
import type { ResearchSources } from './research-sources';
import { storePaper } from './store-paper';

// similar articles kept per paper (NCBI lists up to a few hundred, best first)
const MAX_SIMILAR = 100;

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * PubMed's similar articles of papers with a PMID (elink neighbor_score): each neighbour the index
 * does not hold yet becomes a paper record from its esummary (title, authors, date, ids), then
 * every neighbour is stored in research_paper_similar with its score and the paper is marked
 * filled. A paper without a PMID has no PubMed neighbours (marked, so it is not asked again); a
 * source failure is a warning and leaves the paper for a later read.
 */
export async function fillSimilar(paperIds: string[], deadline: number, deps: { db: Db; sources: Pick<ResearchSources, 'pubmed'> }, warnings: string[]): Promise<ResearchFillResult> {
  const pubmed = deps.sources.pubmed;
  if (!pubmed) return { stored: 0, warnings, paperId: null };
  let stored = 0;
  for (const paperId of paperIds) {
    const pmid = (await listResearchPaperIds(deps.db, [paperId])).find((r) => r.namespace === 'pmid')?.value;
    try {
      const neighbours = pmid ? await pubmed.similar(pmid, MAX_SIMILAR, deadline) : [];
      const pairs = neighbours.map((n) => ({ namespace: 'pmid', value: n.pmid }));
      const held = new Set((await findResearchIdOwners(deps.db, pairs)).map((r) => r.value));
      const unknown = neighbours.map((n) => n.pmid).filter((p) => !held.has(p));
      if (unknown.length > 0) {
        const page = await pubmed.summaries(unknown, deadline);
        if (page.malformed.length) warnings.push(`PubMed answered ${page.malformed.length} unusable summar${page.malformed.length === 1 ? 'y' : 'ies'} (skipped).`);
        for (const rec of dedupeRecords(page.records)) {
          try {
            await storePaper(deps.db, rec);
            stored += 1;
          } catch (err) {
            warnings.push(`A paper (${rec.title.slice(0, 60)}) could not be stored: ${failure(err)}.`);
          }
        }
      }
      const owners = new Map((await findResearchIdOwners(deps.db, pairs)).map((r) => [r.value, r.paper_id]));
      await addResearchSimilar(deps.db, paperId, 'pubmed', neighbours.flatMap((n) => (owners.has(n.pmid) ? [{ similarId: owners.get(n.pmid)!, score: n.score }] : [])));
      await markResearchSimilarFilled(deps.db, paperId);
    } catch (err) {
      warnings.push(`Similar articles of paper ${paperId} could not be fetched from PubMed: ${failure(err)}.`);
    }
  }
  return { stored, warnings, paperId: null };
}
