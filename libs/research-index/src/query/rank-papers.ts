import { searchResearchPapers, type Db, type ResearchHitRow, type ResearchPaperFilters } from '@wsa/db';
import { allTermsQuery, anyTermQuery } from '../lib/tsquery';
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

function cosine(a: number[], b: number[]): number {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * Reorders a candidate pool by embedding similarity to the query, fused with the text rank
 * (both scaled to 0..1, equal weights), so a paper phrased in other words can still rise. With a
 * hypothetical abstract (HyDE), the query's vector is the mean of the query's and the abstract's
 * unit vectors (the HyDE paper's query-plus-hypotheses average).
 */
export async function rerankByEmbedding<T extends { title: string; abstract: string; rankScore: number }>(
  embed: EmbedTexts, query: string, hits: T[], hypothetical?: string,
): Promise<T[]> {
  if (hits.length < 2) return hits;
  const extra = hypothetical ? [hypothetical] : [];
  const vectors = await embed([query, ...extra, ...hits.map((h) => `${h.title}\n${h.abstract}`)]);
  const q = extra.length ? meanOfUnits(vectors[0]!, vectors[1]!) : vectors[0]!;
  const papers = vectors.slice(1 + extra.length);
  const max = Math.max(...hits.map((h) => h.rankScore)) || 1;
  const fused = hits.map((h, i) => ({ h, s: 0.5 * (h.rankScore / max) + 0.5 * cosine(q, papers[i] ?? []) }));
  return fused.sort((a, b) => b.s - a.s).map(({ h, s }) => ({ ...h, rankScore: s }));
}
