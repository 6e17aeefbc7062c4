import { randomUUID } from 'crypto';
import {
  ApiError, ERROR_MESSAGES, type DeveloperSearchRequest, type DeveloperSearchResponse, type GithubSearchQuery, type GithubSearchResponse,
} from '@wsa/contracts';
import { affordableSearchLimit, developerSearchCredits } from '@wsa/credits';
import { createJob, settleJob, transitionJob, type Db } from '@wsa/db';
import { searchDeveloperIndex } from './search-developer-index';
import type { DeveloperHit } from './search.types';

/** The authenticated caller (the gateway's Caller, structurally). */
export type DeveloperCaller = { keyId: string; team: { id: string; creditBalance: number } };

export const SKILLS_NOT_INDEXED_WARNING = 'skills: "only" asks for packaged agent-skill files, which this server does not index; no results.';
export const GITHUB_SEARCH_DEPRECATION = 'GET /v2/search/research/github is deprecated: use /v2/search/developer (answered here from the same Developer Index).';
const CREDITS_HINT = ' Ask the operator of this server to grant credits (npm run admin -- credits grant).';

/**
 * One developer search for a team: k lowered to what its credits pay for (like web search), the
 * index searched, and the call recorded as a search job charged 2 credits per 10 results, so usage
 * history and the ledger audit see it like any search.
 */
async function chargedSearch(db: Db, caller: DeveloperCaller, request: DeveloperSearchRequest, what: string) {
  const k = affordableSearchLimit(caller.team.creditBalance, request.k);
  if (k === 0) throw new ApiError('INSUFFICIENT_CREDITS', ERROR_MESSAGES.insufficientCredits + CREDITS_HINT);
  const warnings: string[] = k < request.k ? [`k lowered from ${request.k} to ${k} to fit the team's remaining credits`] : [];
  const outcome = request.skills === 'only'
    ? { ...(await searchDeveloperIndex(db, { ...request, k })), results: [] }
    : await searchDeveloperIndex(db, { ...request, k });
  if (request.skills === 'only') warnings.push(SKILLS_NOT_INDEXED_WARNING);
  const credits = developerSearchCredits(outcome.results.length);
  const jobId = randomUUID();
  await createJob(db, { id: jobId, kind: 'search', teamId: caller.team.id, apiKeyId: caller.keyId, target: request.query, options: { endpoint: what, ...request, k } });
  await transitionJob(db, jobId, 'running');
  await settleJob(db, { jobId, to: 'completed', teamId: caller.team.id, credits, reason: `${what} (${outcome.results.length} results)`, resultCount: outcome.results.length });
  return { outcome, credits, warnings };
}

/** POST and GET /v2/search/developer. */
export async function answerDeveloperSearch(db: Db, caller: DeveloperCaller, request: DeveloperSearchRequest): Promise<DeveloperSearchResponse> {
  const { outcome, credits, warnings } = await chargedSearch(db, caller, request, 'developer search');
  const body: DeveloperSearchResponse = {
    success: true,
    results: outcome.results.map(({ id, type, url, title, passages, license }) => ({ id, type, url, ...(title ? { title } : {}), passages, ...(license ? { license } : {}) })),
    ...(outcome.repos ? { repos: outcome.repos } : {}),
    ...(outcome.sources ? { sources: outcome.sources } : {}),
    coverage: outcome.coverage,
    // no reranking model runs over the full-text ranking
    reranked: false,
    creditsUsed: credits,
  };
  if (warnings.length) body.warning = warnings.join('; ');
  return body;
}

const RESULT_TYPE = { readme: 'repo_readme', issue: 'issue', pull_request: 'pull_request' } as const;

/** GET /v2/search/research/github: the deprecated shape, from the Developer Index (repositories only). */
export async function answerGithubSearch(db: Db, caller: DeveloperCaller, query: GithubSearchQuery): Promise<GithubSearchResponse> {
  const request: DeveloperSearchRequest = { query: query.query, k: query.k, passages: 3, types: ['readme', 'issue', 'pull_request'] };
  const { outcome, warnings } = await chargedSearch(db, caller, request, 'github search');
  return {
    success: true,
    results: outcome.results.map(githubItem),
    warnings: [GITHUB_SEARCH_DEPRECATION, ...warnings],
    replacement: '/v2/search/developer',
  };
}

function githubItem(hit: DeveloperHit): GithubSearchResponse['results'][number] {
  const type = hit.type === 'doc' ? 'readme' : hit.type;
  const snippet = hit.passages[0]?.text ?? '';
  return {
    resultType: RESULT_TYPE[type],
    repo: hit.repo ?? '',
    ...(hit.number !== undefined ? { number: hit.number } : {}),
    ...(type === 'issue' ? { pageType: 'issue' } : type === 'pull_request' ? { pageType: 'pull' } : {}),
    segmentCount: hit.matchedSegments,
    url: hit.url,
    ...(type === 'readme' ? { readmeUrl: hit.url } : {}),
    snippet,
    contentMd: hit.passages.map((p) => p.text).join('\n\n'),
  };
}
