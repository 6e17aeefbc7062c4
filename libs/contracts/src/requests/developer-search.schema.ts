import { z } from 'zod';
import { clientMetaShape } from './common.schema';

export const DEVELOPER_TYPES = ['doc', 'issue', 'pull_request', 'readme'] as const;
export type DeveloperType = (typeof DEVELOPER_TYPES)[number];
/** The types that belong to a repository (every type but documentation pages). */
export const REPOSITORY_TYPES: readonly DeveloperType[] = ['issue', 'pull_request', 'readme'];

export const REPO_FILTER_KEYS = ['repos', 'language', 'topic', 'license', 'min_stars', 'max_stars', 'archived', 'fork'] as const;
const REPO_NAME = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The one shape of a developer search (POST body; GET query strings are normalised into it first).
 * Filters that can never match a requested type are refused here: a repository filter with only
 * `doc` requested, or `sources` without `doc`.
 */
export const DeveloperSearchRequestSchema = z
  .strictObject({
    query: text(1000),
    k: z.number().int().min(1).max(100).default(10),
    passages: z.number().int().min(1).max(5).default(1),
    types: z.array(z.enum(DEVELOPER_TYPES)).min(1).transform((t) => [...new Set(t)]).optional(),
    repos: z.array(z.string().trim().regex(REPO_NAME, 'repos entries are owner/name')).min(1).max(20).optional(),
    sources: z.array(text(200)).min(1).max(20).optional(),
    language: text(100).optional(),
    topic: z.array(text(100)).min(1).max(8).optional(),
    license: text(100).optional(),
    min_stars: z.number().int().min(0).optional(),
    max_stars: z.number().int().min(0).optional(),
    archived: z.boolean().optional(),
    fork: z.boolean().optional(),
    skills: z.literal('only').optional(),
    ...clientMetaShape,
  })
  .superRefine((r, ctx) => {
    if (r.min_stars !== undefined && r.max_stars !== undefined && r.min_stars > r.max_stars) {
      ctx.addIssue({ code: 'custom', message: 'min_stars must not be above max_stars', path: ['min_stars'] });
    }
    const types = r.types ?? DEVELOPER_TYPES;
    const repoFilters = REPO_FILTER_KEYS.filter((key) => r[key] !== undefined);
    if (repoFilters.length > 0 && !types.some((t) => REPOSITORY_TYPES.includes(t))) {
      ctx.addIssue({ code: 'custom', message: `repository filters (${repoFilters.join(', ')}) cannot match the requested types (${types.join(', ')})`, path: [repoFilters[0]] });
    }
    if (r.sources !== undefined && !types.includes('doc')) {
      ctx.addIssue({ code: 'custom', message: `sources filters documentation pages, which the requested types (${types.join(', ')}) leave out`, path: ['sources'] });
    }
  });
export type DeveloperSearchRequest = z.output<typeof DeveloperSearchRequestSchema>;

/** Query-string values are strings; a repeated key is an array; lists may also be comma-separated. */
function listOf(v: unknown): unknown {
  const items = Array.isArray(v) ? v : [v];
  return items.flatMap((s) => (typeof s === 'string' ? s.split(',') : [s])).map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '');
}
function numberOf(v: unknown): unknown {
  return typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v;
}
function booleanOf(v: unknown): unknown {
  return v === 'true' ? true : v === 'false' ? false : v;
}
const LISTS = ['types', 'repos', 'sources', 'topic'];
const NUMBERS = ['k', 'passages', 'min_stars', 'max_stars'];
const BOOLEANS = ['archived', 'fork'];

/** GET /v2/search/developer: the same request, from query parameters (CLI, MCP). */
export function developerSearchFromQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (LISTS.includes(key)) out[key] = listOf(value);
    else if (NUMBERS.includes(key)) out[key] = numberOf(value);
    else if (BOOLEANS.includes(key)) out[key] = booleanOf(value);
    else out[key] = value;
  }
  return out;
}

/** GET /v2/search/research/github (deprecated, answered from the Developer Index). */
export const GithubSearchQuerySchema = z.strictObject({
  query: text(1000),
  k: z.coerce.number().int().min(1).max(100).default(20),
  ...clientMetaShape,
});
export type GithubSearchQuery = z.output<typeof GithubSearchQuerySchema>;
