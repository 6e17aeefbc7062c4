import type { Request } from 'express';
import {
  ApiError, ResearchPaperPassagesQuerySchema, ResearchPaperResponseSchema, ResearchPapersQuerySchema, ResearchPapersResponseSchema,
  ResearchPaperSimilarQuerySchema, ResearchSimilarResponseSchema,
} from '@wsa/contracts';
import { readPaper, searchPapers, similarPapers, type ResearchQueryDeps } from '@wsa/research-index/query';
import type { z } from 'zod';
import { defineRoute, type ApiRoute } from '../http/api-route';

function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw new ApiError('BAD_REQUEST', 'Invalid query parameters', parsed.error.issues);
  return parsed.data;
}

// The Research Index: free (0 credits) but keyed, like the reference's paper endpoints.
export function researchRoutes(deps: ResearchQueryDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'get', path: '/v2/search/research/papers', tag: 'research', summary: 'Search the Research Index (titles, abstracts, authors); 0 credits',
      access: 'key', query: ResearchPapersQuerySchema, response: ResearchPapersResponseSchema,
      handle: ({ req }) => searchPapers(deps, parseQuery(ResearchPapersQuerySchema, req)),
    }),
    defineRoute({
      method: 'get', path: '/v2/search/research/papers/:id', tag: 'research', summary: 'One paper: metadata, or with query the best passages of its full text; 0 credits',
      access: 'key', query: ResearchPaperPassagesQuerySchema, response: ResearchPaperResponseSchema, status: 404,
      handle: ({ req, params }) => readPaper(deps, params.id ?? '', parseQuery(ResearchPaperPassagesQuerySchema, req)),
    }),
    defineRoute({
      method: 'get', path: '/v2/search/research/papers/:id/similar', tag: 'research', summary: 'Related papers through the citation graph (similar, citers, references); 0 credits',
      access: 'key', query: ResearchPaperSimilarQuerySchema, response: ResearchSimilarResponseSchema, status: 404,
      handle: ({ req, params }) => similarPapers(deps, params.id ?? '', parseQuery(ResearchPaperSimilarQuerySchema, req)),
    }),
  ];
}
