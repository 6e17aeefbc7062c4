import type { ResearchPaperPassagesQuery, ResearchPaperResponse } from '@wsa/contracts';
import { readResearchPaper, searchResearchPassages } from '@wsa/db';
import { anyTermQuery } from '../lib/tsquery';
import { idMaps, round, toPaperMetadata } from './paper-wire';
import { joinWarnings, runFill, type ResearchQueryDeps } from './query-deps';
import { resolvePaper } from './resolve-paper';

export const NO_FULL_TEXT_NOTE = 'No open full text is available for this paper; only its metadata and abstract are indexed.';
export const NO_MATCH_NOTE = 'The full text of this paper has no passage matching the query.';

/**
 * GET /v2/search/research/papers/:id: metadata; with `query`, the best passages inside the paper.
 * The first read of a paper fetches, splits and indexes its full text; later reads only rank.
 */
export async function readPaper(deps: ResearchQueryDeps, rawId: string, q: ResearchPaperPassagesQuery): Promise<ResearchPaperResponse> {
  const warnings: string[] = [];
  const paperId = await resolvePaper(deps, rawId, warnings);
  let row = (await readResearchPaper(deps.db, paperId))!;
  const ids = await idMaps(deps.db, [paperId]);
  if (q.query === undefined) return { success: true, paper: toPaperMetadata(row, ids.get(paperId)), ...joinWarnings(warnings) };

  if (row.full_text_status === 'unknown') {
    const fill = await runFill(deps, { kind: 'fulltext', paperId });
    warnings.push(...fill.warnings);
    row = (await readResearchPaper(deps.db, paperId)) ?? row;
  }
  const tsquery = anyTermQuery(q.query);
  const passages = row.full_text_status === 'indexed' && tsquery ? await searchResearchPassages(deps.db, paperId, tsquery, q.k ?? 4) : [];
  const note = passages.length > 0 ? undefined : row.full_text_status === 'indexed' ? NO_MATCH_NOTE : NO_FULL_TEXT_NOTE;
  return {
    success: true,
    paper: toPaperMetadata(row, ids.get(paperId)),
    paperId,
    query: q.query,
    passages: passages.map((p) => ({ text: p.text, score: round(p.score), ...(p.section ? { section: p.section } : {}) })),
    ...(note ? { note } : {}),
    ...joinWarnings(warnings),
  };
}
