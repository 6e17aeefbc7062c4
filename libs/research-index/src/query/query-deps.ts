import type { ResearchFillResult, ResearchFillTask } from '@wsa/contracts';
import type { Db } from '@wsa/db';
import type { RerankFusion } from './fuse-ranks';
import type { PaperVectorCache } from './paper-vector-cache';

/** Embeds texts (an OpenAI-compatible embeddings call once libs/llm exists); one vector per text. */
export type EmbedTexts = (texts: string[]) => Promise<number[][]>;

/**
 * What the query side needs. `fill` asks a worker to fetch what the index lacks and resolves when it
 * is stored (null when it did not finish inside `budgetMs`); absent, the index answers alone.
 */
export type ResearchQueryDeps = {
  db: Db;
  fill?: (task: ResearchFillTask, budgetMs: number) => Promise<ResearchFillResult | null>;
  /** how long a request may wait for a fill */
  fillBudgetMs: number;
  /** a search with fewer local hits than min(k, this) fans out to the sources */
  minLocalHits: number;
  embed?: EmbedTexts;
  /** how the rerank combines text rank and similarity (default `blend`) */
  rerankFusion?: RerankFusion;
  /** vectors of papers already embedded (per process, per model) */
  paperVectors?: PaperVectorCache;
  /** HyDE: a hypothetical abstract of the query (a chat model), embedded beside it for the rerank */
  hypothesize?: (query: string, signal: AbortSignal) => Promise<string>;
  /** how long a search waits for the hypothetical abstract before reranking without it */
  hydeBudgetMs?: number;
};

/** Runs a fill and turns "it did not finish" into a warning instead of a failure. */
export async function runFill(deps: ResearchQueryDeps, task: ResearchFillTask): Promise<{ result: ResearchFillResult | null; warnings: string[] }> {
  if (!deps.fill) return { result: null, warnings: [] };
  try {
    const result = await deps.fill(task, deps.fillBudgetMs);
    if (!result) return { result: null, warnings: [`The paper sources did not answer within ${deps.fillBudgetMs} ms; answered from the local index.`] };
    return { result, warnings: result.warnings };
  } catch (err) {
    return { result: null, warnings: [`Fetching from the paper sources failed (${(err as Error).message}); answered from the local index.`] };
  }
}

export function joinWarnings(warnings: string[]): { warning?: string } {
  const unique = [...new Set(warnings)];
  return unique.length ? { warning: unique.join(' ') } : {};
}
