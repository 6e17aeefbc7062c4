import type { ResearchPapersQuery, ResearchPapersResponse } from '@wsa/contracts';
import { idMaps, toPaperResult } from './paper-wire';
import { joinWarnings, runFill, type ResearchQueryDeps } from './query-deps';
import { rankPapers, rerankByEmbedding, type RankedHit } from './rank-papers';

// the pool an embedding rerank reorders (beyond it the text rank alone decides)
const RERANK_POOL = 50;

/**
 * GET /v2/search/research/papers: the local index first; when it has too few hits (a fresh
 * install, a new topic) the sources are searched within the request's budget, what arrives is
 * stored, and the index answers again.
 */
export async function searchPapers(deps: ResearchQueryDeps, q: ResearchPapersQuery): Promise<ResearchPapersResponse> {
  const filters = { categories: q.categories?.length ? q.categories : null, authors: q.authors ?? [], from: q.from ?? null, to: q.to ?? null };
  const pool = deps.embed ? Math.max(q.k, RERANK_POOL) : q.k;
  // the model writes while PostgreSQL ranks
  const hypothesis = deps.embed && deps.hypothesize ? hypothesize(deps, q.query) : null;
  let hits = await rankPapers(deps.db, q.query, pool, filters);
  const warnings: string[] = [];
  // "too few": papers matching every term (matches of a single common word do not count)
  if (hits.filter((h) => h.allTerms).length < Math.min(q.k, deps.minLocalHits)) {
    const fill = await runFill(deps, { kind: 'search', query: q.query, k: Math.min(Math.max(q.k, 20), 100) });
    warnings.push(...fill.warnings);
    if (fill.result && fill.result.stored > 0) hits = await rankPapers(deps.db, q.query, pool, filters);
  }
  if (deps.embed && hits.length > 1) hits = await rerank(deps, q.query, hits, warnings, hypothesis ? await hypothesis : null);
  hits = hits.slice(0, q.k);
  const ids = await idMaps(deps.db, hits.map((h) => h.id));
  return { success: true, results: hits.map((h) => toPaperResult(h, ids.get(h.id), h.rankScore)), ...joinWarnings(warnings) };
}

/** The hypothetical abstract, or a warning when the model failed or ran past its budget (the rerank then goes without). */
async function hypothesize(deps: ResearchQueryDeps, query: string): Promise<{ text?: string; warning?: string }> {
  const budgetMs = deps.hydeBudgetMs ?? 4000;
  const signal = AbortSignal.timeout(budgetMs);
  try {
    const text = await deps.hypothesize!(query, signal);
    return text ? { text } : {};
  } catch (err) {
    return { warning: signal.aborted ? `The hypothetical abstract (HyDE) took longer than ${budgetMs} ms; reranked by the query alone.` : `The hypothetical abstract (HyDE) failed (${(err as Error).message}); reranked by the query alone.` };
  }
}

async function rerank(deps: ResearchQueryDeps, query: string, hits: RankedHit[], warnings: string[], hypothesis: { text?: string; warning?: string } | null): Promise<RankedHit[]> {
  if (hypothesis?.warning) warnings.push(hypothesis.warning);
  try {
    return await rerankByEmbedding(deps.embed!, query, hits, { hypothetical: hypothesis?.text, fusion: deps.rerankFusion, cache: deps.paperVectors });
  } catch (err) {
    warnings.push(`Embedding rerank failed (${(err as Error).message}); results are in text-rank order.`);
    return hits;
  }
}
