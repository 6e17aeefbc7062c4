import { DEVELOPER_TYPES, type DeveloperType } from '@wsa/contracts';
import {
  countDeveloperDocumentsByType, developerQueryLexemes, developerRepoStatuses, developerSourceStatuses, incompleteDeveloperRefreshes, rankDeveloperDocuments, type Db, type DeveloperRankedRow,
} from '@wsa/db';
import { pickPassages, type CandidatePassage } from './pick-passages';
import { searchScope } from './search-scope';
import { searchWords, tsqueryTiers } from './search-terms';
import type { CoverageState, DeveloperHit, DeveloperQuery, DeveloperSearchOutcome } from './search.types';

/**
 * Developer search: every word first; when that finds fewer than k documents, looser tiers
 * (tsqueryTiers), so a question phrased in prose still reaches the passages sharing most of its words. Then the index
 * statistics the client reads: `coverage` per type, and `repos`/`sources` when it named some.
 */
export async function searchDeveloperIndex(db: Db, q: DeveloperQuery): Promise<DeveloperSearchOutcome> {
  const scope = searchScope(q);
  const repos = q.repos ? [...new Set(q.repos.map((r) => r.toLowerCase()))] : null;
  const sources = q.sources ?? null;
  const words = searchWords(q.query);
  const params = {
    types: scope.types, repos, sources,
    language: q.language?.toLowerCase() ?? null, topics: q.topic?.map((t) => t.toLowerCase()) ?? null, license: q.license?.toLowerCase() ?? null,
    minStars: q.min_stars ?? null, maxStars: q.max_stars ?? null, archived: q.archived ?? null, fork: q.fork ?? null,
    k: q.k, candidates: candidatesFor(q.passages),
  };
  let rows: DeveloperRankedRow[] = [];
  const tiers = words && scope.types.length > 0 ? tsqueryTiers(await developerQueryLexemes(db, words)) : [];
  const anyQuery = tiers[tiers.length - 1];
  // strictest tier first; a looser one only when the stricter found fewer than k documents
  for (const tsquery of tiers) {
    rows = await rankDeveloperDocuments(db, { ...params, tsquery, anyQuery });
    if (new Set(rows.map((r) => r.id)).size >= q.k) break;
  }
  const [coverage, repoList, sourceList] = await Promise.all([
    coverageOf(db, scope.types, repos, sources),
    repos ? developerRepoStatuses(db, repos) : undefined,
    sources ? developerSourceStatuses(db, sources) : undefined,
  ]);
  const outcome: DeveloperSearchOutcome = { results: toHits(rows, q.query, q.passages), coverage };
  if (repos) {
    const byKey = new Map((repoList ?? []).map((r) => [r.key, r]));
    outcome.repos = q.repos!.map((name) => {
      const row = byKey.get(name.toLowerCase());
      return { repo: name, indexed: row?.indexed ?? false, types: { issue: row?.issue ?? false, pullRequest: row?.pull_request ?? false, readme: row?.readme ?? false } };
    });
  }
  if (sources) {
    const indexed = new Map((sourceList ?? []).map((s) => [s.id, s.indexed]));
    outcome.sources = sources.map((source) => ({ source, indexed: indexed.get(source) ?? false }));
  }
  return outcome;
}

/**
 * Candidate passages read per result: three times what is asked (up to 15), so the passage scorer
 * has a choice beyond the index's own word-count order while a search stays within its budget
 * (bench/indexes/developer.js: the scorer costs ~0.07 ms a candidate).
 */
function candidatesFor(passages: number): number {
  return Math.min(15, passages * 3);
}

/** Rows (one per candidate passage) grouped back into results, in rank order, each with its best passages. */
function toHits(rows: DeveloperRankedRow[], query: string, passages: number): DeveloperHit[] {
  const hits = new Map<string, DeveloperHit>();
  const candidates = new Map<string, CandidatePassage[]>();
  for (const row of rows) {
    let hit = hits.get(row.id);
    if (!hit) {
      hit = {
        id: row.key, type: row.type, url: row.url, title: row.title || undefined, passages: [], matchedSegments: row.matched, score: Number(row.score),
        ...(row.full_name ? { repo: row.full_name } : {}),
        ...(row.number !== null ? { number: row.number } : {}),
        ...(row.type !== 'doc' ? { license: { state: row.license_state ?? 'unknown', spdx_id: row.license_spdx } } : {}),
      };
      hits.set(row.id, hit);
      candidates.set(row.id, []);
    }
    // segments were cut to passage size at ingest (segment-markdown.ts)
    candidates.get(row.id)!.push({ text: row.text, heading: row.heading, citationUrl: row.citation_url });
  }
  const ids = [...hits.keys()];
  const picked = pickPassages(ids.map((id) => candidates.get(id)!), query, passages);
  return ids.map((id, i) => ({ ...hits.get(id)!, passages: picked[i].map((c) => ({ text: c.text, citation_url: c.citationUrl })) }));
}

/**
 * Per type: skipped (not searched), unavailable (nothing of that type in scope), degraded (a
 * repository or site in scope had an incomplete last refresh), else ok.
 */
async function coverageOf(db: Db, searched: DeveloperType[], repos: string[] | null, sources: string[] | null): Promise<Record<DeveloperType, CoverageState>> {
  const { counts, incomplete } = await scopeStats(db, repos, sources);
  const held = new Map(counts.map((c) => [c.type, c.documents]));
  const out = {} as Record<DeveloperType, CoverageState>;
  for (const type of DEVELOPER_TYPES) {
    if (!searched.includes(type)) out[type] = 'skipped';
    else if (!held.get(type)) out[type] = 'unavailable';
    else if (type === 'doc' ? incomplete.sources : incomplete.repos) out[type] = 'degraded';
    else out[type] = 'ok';
  }
  return out;
}

/**
 * What the index holds per scope changes only when an ingest runs, not per query: kept a few
 * seconds per process so a search costs one ranking statement, not three (bench/indexes).
 */
const STATS_TTL_MS = 5000;
const statsCache = new Map<string, { at: number; value: Promise<ScopeStats> }>();
type ScopeStats = { counts: { type: DeveloperType; documents: number }[]; incomplete: { repos: boolean; sources: boolean } };

function scopeStats(db: Db, repos: string[] | null, sources: string[] | null): Promise<ScopeStats> {
  const key = JSON.stringify([repos, sources]);
  const now = Date.now();
  const hit = statsCache.get(key);
  if (hit && now - hit.at < STATS_TTL_MS) return hit.value;
  const value = Promise.all([countDeveloperDocumentsByType(db, repos, sources), incompleteDeveloperRefreshes(db, repos, sources)])
    .then(([counts, incomplete]) => ({ counts, incomplete }));
  // a failed read is not kept
  value.catch(() => statsCache.delete(key));
  if (statsCache.size > 1000) statsCache.clear();
  statsCache.set(key, { at: now, value });
  return value;
}
