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
 * (both scaled to 0..1, equal weights), so a paper phrased in other words can still rise.
 */
export async function rerankByEmbedding<T extends { title: string; abstract: string; rankScore: number }>(embed: EmbedTexts, query: string, hits: T[]): Promise<T[]> {
  if (hits.length < 2) return hits;
  const vectors = await embed([query, ...hits.map((h) => `${h.title}\n${h.abstract}`)]);
  const q = vectors[0]!;
  const max = Math.max(...hits.map((h) => h.rankScore)) || 1;
  const fused = hits.map((h, i) => ({ h, s: 0.5 * (h.rankScore / max) + 0.5 * cosine(q, vectors[i + 1] ?? []) }));
  return fused.sort((a, b) => b.s - a.s).map(({ h, s }) => ({ ...h, rankScore: s }));
}
