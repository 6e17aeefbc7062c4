import { ApiError, type ResearchPaperSimilarQuery, type ResearchSimilarResponse } from '@wsa/contracts';
import { countResearchCiters, listResearchCoupled, listResearchNeighbours, readResearchPaper, scoreResearchPapers, type Db } from '@wsa/db';
import { anyTermQuery } from '../lib/tsquery';
import { idMaps, round, toPaperResult } from './paper-wire';
import { joinWarnings, runFill, type ResearchQueryDeps } from './query-deps';
import { resolvePaper } from './resolve-paper';
import { fillPubmedSimilar, withPubmedSimilar } from './similar-candidates';
import { rerankByEmbedding } from './rank-papers';

// candidates considered before ranking (the pool the answer reports)
const POOL_CAP = 1000;
// fused score: structural strength, intent match, citation standing
const WEIGHTS = { structural: 0.5, semantic: 0.4, articleRank: 0.1 };

type Candidate = { id: string; structural: number; overlap: number };

/**
 * GET /v2/search/research/papers/:id/similar: candidates from the citation graph of the seeds
 * (citers, references, or co-citation and bibliographic coupling for `similar`, together with
 * PubMed's similar articles of seeds with a PMID), filled from the sources the first time, ranked
 * by structural strength fused with how well they match `intent`.
 */
export async function similarPapers(deps: ResearchQueryDeps, rawId: string, q: ResearchPaperSimilarQuery): Promise<ResearchSimilarResponse> {
  const warnings: string[] = [];
  const seeds = [await resolvePaper(deps, rawId, warnings)];
  for (const anchor of q.anchor ?? []) {
    try {
      seeds.push(await resolvePaper(deps, anchor, warnings));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      warnings.push(`Anchor ${anchor} was skipped: ${err.message}.`);
    }
  }
  await fillCitations(deps, [...new Set(seeds)], q.mode, warnings);
  // after the citations, not beside them: a paper both fills find is then stored once, by the first
  await fillPubmedSimilar(deps, [...new Set(seeds)], q.mode, warnings);
  const graph = await candidates(deps.db, [...new Set(seeds)], q.mode);
  // mode similar: the citation graph's kin and PubMed's similar articles together
  const pool = q.mode === 'similar' ? await withPubmedSimilar(deps.db, [...new Set(seeds)], graph, POOL_CAP) : graph;
  if (pool.length === 0) {
    return { success: true, results: [], poolSize: 0, truncated: false, note: `No ${q.mode === 'similar' ? 'related papers' : q.mode} were found in the citation graph${q.mode === 'similar' ? ' or the similar articles' : ''} of the seed paper(s).`, ...joinWarnings(warnings) };
  }
  let ranked = await fuse(deps.db, pool, q.intent);
  if (q.rerank !== false && deps.embed) {
    try {
      ranked = await rerankByEmbedding(deps.embed, q.intent, ranked.slice(0, 100), { fusion: deps.rerankFusion, cache: deps.paperVectors });
    } catch (err) {
      warnings.push(`Embedding rerank failed (${(err as Error).message}).`);
    }
  }
  const top = ranked.slice(0, q.k);
  const ids = await idMaps(deps.db, top.map((h) => h.id));
  return {
    success: true,
    results: top.map((h) => ({ ...toPaperResult(h, ids.get(h.id), h.rankScore), signals: h.signals })),
    poolSize: pool.length,
    truncated: pool.length > q.k,
    ...joinWarnings(warnings),
  };
}

async function fillCitations(deps: ResearchQueryDeps, seeds: string[], mode: ResearchPaperSimilarQuery['mode'], warnings: string[]): Promise<void> {
  const rows = await Promise.all(seeds.map((id) => readResearchPaper(deps.db, id)));
  const needs = (r: (typeof rows)[number]) => !!r && ((mode !== 'references' && !r.citers_filled_at) || (mode !== 'citers' && !r.references_filled_at));
  const missing = rows.filter(needs).map((r) => r!.id);
  if (missing.length === 0) return;
  const fill = await runFill(deps, { kind: 'citations', paperIds: missing, direction: mode === 'similar' ? 'both' : mode });
  warnings.push(...fill.warnings);
}

async function candidates(db: Db, seeds: string[], mode: ResearchPaperSimilarQuery['mode']): Promise<Candidate[]> {
  if (mode !== 'similar') return (await listResearchNeighbours(db, seeds, mode, POOL_CAP)).map((r) => ({ id: r.id, structural: r.overlap, overlap: r.overlap }));
  const coupled = await listResearchCoupled(db, seeds, POOL_CAP);
  if (coupled.length > 0) return coupled.map((r) => ({ id: r.id, structural: r.strength, overlap: r.overlap }));
  // a graph too thin for coupling: the seeds' direct neighbours are the nearest kin
  const [citers, refs] = await Promise.all([listResearchNeighbours(db, seeds, 'citers', POOL_CAP), listResearchNeighbours(db, seeds, 'references', POOL_CAP)]);
  const byId = new Map<string, Candidate>();
  for (const r of [...citers, ...refs]) {
    const c = byId.get(r.id) ?? { id: r.id, structural: 0, overlap: 0 };
    c.structural += r.overlap;
    c.overlap = Math.max(c.overlap, r.overlap);
    byId.set(r.id, c);
  }
  return [...byId.values()].slice(0, POOL_CAP);
}

async function fuse(db: Db, pool: Candidate[], intent: string) {
  const ids = pool.map((c) => c.id);
  const [scored, citers] = await Promise.all([scoreResearchPapers(db, ids, anyTermQuery(intent)), countResearchCiters(db, ids)]);
  const byId = new Map(scored.map((s) => [s.id, s]));
  const maxStructural = Math.max(...pool.map((c) => c.structural), 1);
  const maxSemantic = Math.max(...scored.map((s) => s.score), 1e-9);
  const maxCiters = Math.max(...[...citers.values()], 1);
  return pool.filter((c) => byId.has(c.id)).map((c) => {
    const paper = byId.get(c.id)!;
    const signals = { structural: c.structural, semantic: round(paper.score), articleRank: round(Math.log1p(citers.get(c.id) ?? 0) / Math.log1p(maxCiters)), seedOverlap: c.overlap };
    const rankScore = WEIGHTS.structural * (c.structural / maxStructural) + WEIGHTS.semantic * (paper.score / maxSemantic) + WEIGHTS.articleRank * signals.articleRank;
    return { ...paper, rankScore, signals };
  }).sort((a, b) => b.rankScore - a.rankScore || Number(a.id) - Number(b.id));
}
