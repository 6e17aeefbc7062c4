import { z } from 'zod';
import { DEVELOPER_TYPES } from '../requests/developer-search.schema';

const CoverageState = z.enum(['ok', 'degraded', 'unavailable', 'skipped']);

/** POST/GET /v2/search/developer answer (wire-extras.md "Developer Index"). */
export const DeveloperSearchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(z.object({
    id: z.string(),
    type: z.enum(DEVELOPER_TYPES),
    url: z.string(),
    title: z.string().optional(),
    passages: z.array(z.object({ text: z.string(), citation_url: z.string().optional() })),
    license: z.object({ state: z.enum(['licensed', 'known_absent', 'unknown']), spdx_id: z.string().nullable() }).optional(),
  })),
  repos: z.array(z.object({ repo: z.string(), indexed: z.boolean(), types: z.object({ issue: z.boolean(), pullRequest: z.boolean(), readme: z.boolean() }) })).optional(),
  sources: z.array(z.object({ source: z.string(), indexed: z.boolean() })).optional(),
  coverage: z.object({ doc: CoverageState, issue: CoverageState, pull_request: CoverageState, readme: CoverageState }),
  reranked: z.boolean(),
  creditsUsed: z.number().int().min(0),
  warning: z.string().optional(),
});
export type DeveloperSearchResponse = z.infer<typeof DeveloperSearchResponseSchema>;

/** GET /v2/search/research/github answer (deprecated shape, still read by older MCP servers). */
export const GithubSearchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(z.object({
    resultType: z.enum(['repo_readme', 'issue', 'pull_request']),
    repo: z.string(),
    number: z.number().int().optional(),
    pageType: z.string().optional(),
    segmentCount: z.number().int().optional(),
    url: z.string(),
    readmeUrl: z.string().optional(),
    snippet: z.string(),
    contentMd: z.string().optional(),
  })),
  warnings: z.array(z.string()).optional(),
  replacement: z.string().optional(),
});
export type GithubSearchResponse = z.infer<typeof GithubSearchResponseSchema>;
