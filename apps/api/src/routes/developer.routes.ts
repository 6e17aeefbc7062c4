import type { Request } from 'express';
import {
  ApiError, developerSearchFromQuery, DeveloperSearchRequestSchema, DeveloperSearchResponseSchema, GithubSearchQuerySchema, GithubSearchResponseSchema,
} from '@wsa/contracts';
import type { Db } from '@wsa/db';
import { answerDeveloperSearch, answerGithubSearch } from '@wsa/developer-index/gateway';
import type { z } from 'zod';
import { defineRoute, type ApiRoute } from '../http/api-route';

/** 400 in the index endpoints' shape (wire-extras.md): `{success:false, error, details}`. */
function parseOr400<S extends z.ZodType>(schema: S, input: unknown, message: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ApiError('BAD_REQUEST', message, parsed.error.issues);
  return parsed.data;
}

const fromQuery = (req: Request) => developerSearchFromQuery(req.query as Record<string, unknown>);

/** The Developer Index: search (POST for the JS client, GET for the CLI and MCP) and the deprecated GitHub search. */
export function developerRoutes(db: Db): ApiRoute[] {
  return [
    defineRoute({
      method: 'post', path: '/v2/search/developer', tag: 'developer', summary: 'Search the Developer Index (repository READMEs, issues, merged pull requests, documentation)',
      access: 'key', body: DeveloperSearchRequestSchema, response: DeveloperSearchResponseSchema,
      handle: ({ caller, body }) => answerDeveloperSearch(db, caller, body),
    }),
    defineRoute({
      method: 'get', path: '/v2/search/developer', tag: 'developer', summary: 'Search the Developer Index, parameters in the query string',
      access: 'key', query: DeveloperSearchRequestSchema, response: DeveloperSearchResponseSchema,
      handle: ({ caller, req }) => answerDeveloperSearch(db, caller, parseOr400(DeveloperSearchRequestSchema, fromQuery(req), 'Invalid query parameters')),
    }),
    defineRoute({
      method: 'get', path: '/v2/search/research/github', tag: 'research', summary: 'Deprecated GitHub search, answered from the Developer Index',
      access: 'key', query: GithubSearchQuerySchema, response: GithubSearchResponseSchema,
      handle: ({ caller, req }) => answerGithubSearch(db, caller, parseOr400(GithubSearchQuerySchema, req.query, 'Invalid query parameters')),
    }),
  ];
}
