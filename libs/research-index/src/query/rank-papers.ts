import { searchResearchPapers, type Db, type ResearchHitRow, type ResearchPaperFilters } from '@wsa/db';
import { allTermsQuery, anyTermQuery } from '../lib/tsquery';
import { fuseRanks, type RerankFusion } from './fuse-ranks';
import type { PaperVectorCache } from './paper-vector-cache';
import type { EmbedTexts } from './query-deps';

// how many matches of one tsquery are ranked (title matches, matches anywhere): bounds the cost of
// a query of common words on a large index (see searchResearchPapers)
const CAPS = { titleCap: 200, bodyCap: 300 };
// papers matching every term rank above papers matching only some (ts_rank_cd is below 1 here)
const ALL_TERMS_BONUS = 1;

export type RankedHit = ResearchHitRow & { rankScore: number; allTerms: boolean };

/**
 * BM25-style ranking in PostgreSQL: papers matching every query term first (ts_rank_cd with title,
 * author and abstract weights), then, when those are fewer than k, papers matching any term.
 */
export async function rankPapers(db: Db, text: string, k: number, filters: ResearchPaperFilters): Promise<RankedHit[]> {
  const all = allTermsQuery(text);
  if (!all) return [];
  const strict = await searchResearchPapers(db, { tsquery: all, k, ...CAPS, ...filters });
  const hits: RankedHit[] = strict.map((h) => ({ ...h, rankScore: h.score + ALL_TERMS_BONUS, allTerms: true }));
  if (hits.length >= k || !all.includes('&')) return hits;
  const loose = await searchResearchPapers(db, { tsquery: anyTermQuery(text), k, ...CAPS, ...filters });
  const seen = new Set(hits.map((h) => h.id));
  for (const h of loose) if (!seen.has(h.id) && hits.length < k) hits.push({ ...h, rankScore: h.score, allTerms: false });
  return hits;
}

function meanOfUnits(a: number[], b: number[]): number[] {
  const na = Math.sqrt(a.reduce((n, x) => n + x * x, 0)) || 1;
  const nb = Math.sqrt(b.reduce((n, x) => n + x * x, 0)) || 1;
  return a.map((x, i) => (x / na + (b[i] ?? 0) / nb) / 2);
}

export function cosine(a: number[], b: number[]): number {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

export type RerankOptions = {
  /** HyDE: a hypothetical abstract of the query, embedded beside it */
  hypothetical?: string;
  /** how text rank and similarity combine (default `blend`) */
  fusion?: RerankFusion;
  /** paper vectors from earlier searches: only the papers it lacks are embedded */
  cache?: PaperVectorCache;
};

type Rerankable = { id?: string; title: string; abstract: string; rankScore: number };

/** The query's vector and one vector per hit, embedding in one call only what the cache lacks. */
export async function embedPool(embed: EmbedTexts, query: string, hits: Rerankable[], opts: Pick<RerankOptions, 'hypothetical' | 'cache'> = {}): Promise<{ query: number[]; papers: number[][] }> {
  const extra = opts.hypothetical ? [opts.hypothetical] : [];
  const texts = hits.map((h) => `${h.title}\n${h.abstract}`);
  const papers: (number[] | undefined)[] = hits.map((h, i) => (h.id !== undefined ? opts.cache?.get(h.id, texts[i]!) : undefined));
  const missing = papers.flatMap((v, i) => (v ? [] : [i]));
  const vectors = await embed([query, ...extra, ...missing.map((i) => texts[i]!)]);
  missing.forEach((hitIx, j) => {
    const v = vectors[1 + extra.length + j] ?? [];
    papers[hitIx] = v;
    const id = hits[hitIx]!.id;
    if (id !== undefined && v.length) opts.cache?.set(id, texts[hitIx]!, v);
  });
  return { query: extra.length ? meanOfUnits(vectors[0]!, vectors[1]!) : vectors[0]!, papers: papers as number[][] };
}

/**
 * Reorders a candidate pool by embedding similarity to the query, fused with the text rank
 * (fuse-ranks.ts; `blend` by default), so a paper phrased in other words can still rise. With a
 * hypothetical abstract (HyDE), the query's vector is the mean of the query's and the abstract's
 * unit vectors (the HyDE paper's query-plus-hypotheses average).
 */
export async function rerankByEmbedding<T extends Rerankable>(embed: EmbedTexts, query: string, hits: T[], opts: RerankOptions = {}): Promise<T[]> {
  if (hits.length < 2) return hits;
  const vectors = await embedPool(embed, query, hits, opts);
  const cosines = vectors.papers.map((p) => cosine(vectors.query, p));
  const scores = fuseRanks(opts.fusion ?? 'blend', hits.map((h) => h.rankScore), cosines);
  return hits.map((h, i) => ({ h, s: scores[i]! })).sort((a, b) => b.s - a.s).map(({ h, s }) => ({ ...h, rankScore: s }));
}
