import { ApiError } from '@wsa/contracts';
import { findResearchPaperByExternalId, researchPaperExists } from '@wsa/db';
import { parsePaperRef } from '../lib/paper-ref';
import { runFill, type ResearchQueryDeps } from './query-deps';

export const MALFORMED_ID_MESSAGE = 'Invalid paper id: use a paperId, arxiv:<id>, doi:<doi>, pmid:<n> or pmcid:PMC<n>';

/**
 * The canonical id of a reference: malformed is a 400; a valid external id the index lacks is
 * looked up at the sources (and stored) before it is a 404.
 */
export async function resolvePaper(deps: ResearchQueryDeps, raw: string, warnings: string[]): Promise<string> {
  const ref = parsePaperRef(raw);
  if (!ref) throw new ApiError('BAD_REQUEST', MALFORMED_ID_MESSAGE, [{ path: ['id'], message: MALFORMED_ID_MESSAGE }]);
  if (ref.kind === 'canonical') {
    if (await researchPaperExists(deps.db, ref.paperId)) return ref.paperId;
    throw notFound(raw);
  }
  const local = await findResearchPaperByExternalId(deps.db, ref.namespace, ref.value);
  if (local) return local;
  const fill = await runFill(deps, { kind: 'paper', namespace: ref.namespace, value: ref.value });
  warnings.push(...fill.warnings);
  const found = fill.result?.paperId ?? (await findResearchPaperByExternalId(deps.db, ref.namespace, ref.value));
  if (found) return found;
  throw notFound(raw, fill.warnings);
}

function notFound(raw: string, warnings: string[] = []): ApiError {
  return new ApiError('PAPER_NOT_FOUND', `Paper not found: ${raw}`, warnings.length ? { warnings } : undefined);
}
