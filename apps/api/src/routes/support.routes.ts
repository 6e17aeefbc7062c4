import { ApiError, AskRequestSchema, AskResponseSchema, DocsSearchRequestSchema, DocsSearchResponseSchema } from '@wsa/contracts';
import { submitScrape, type GatewayDeps } from '@wsa/jobs/gateway';
import { askSupport, loadDocsIndex, searchDocs, type AnswerWriter, type DocsIndex } from '@wsa/support';
import { defineRoute, type ApiRoute } from '../http/api-route';

/**
 * What the helpers need besides the gateway's own deps. `docs` is loaded at start by main.ts; when
 * absent (tests, the reference generator) it is loaded from the corpus found above this file on
 * first use. `writer` is the optional model (none: answers are composed without one).
 */
export type SupportRouteDeps = { docs?: DocsIndex | null; writer?: AnswerWriter };

// compat.md: the helpers' errors carry these strings as `error` (and `code`)
const unavailable = () => new ApiError('support_agent_unavailable', 'support_agent_unavailable', { reason: 'the documentation corpus could not be loaded' });

/** The ask and docs-search helpers: free; ask's validation re-run is a normal, charged scrape. */
export function supportRoutes(deps: GatewayDeps, support: SupportRouteDeps = {}): ApiRoute[] {
  let docs = support.docs;
  const docsIndex = () => (docs === undefined ? (docs = loadDocsIndex(__dirname)) : docs);
  return [
    defineRoute({
      method: 'post', path: '/v2/support/ask', tag: 'support', summary: 'Diagnose a failed call from its job record: the cause, fix parameters and a validation re-run',
      access: 'key', body: AskRequestSchema, response: AskResponseSchema,
      handle: ({ caller, body }) => askSupport(
        { db: deps.db, runScrape: (request) => submitScrape(deps, caller, request), writer: support.writer, docs: docsIndex() ?? undefined },
        { teamId: caller.team.id, creditBalance: caller.team.creditBalance },
        body,
      ),
    }),
    defineRoute({
      method: 'post', path: '/v2/support/docs-search', tag: 'support', summary: "Search this server's documentation: an answer with the passages it comes from",
      access: 'key', body: DocsSearchRequestSchema, response: DocsSearchResponseSchema,
      handle: ({ body }) => {
        const index = docsIndex();
        if (!index) throw unavailable();
        return searchDocs({ docs: index, writer: support.writer }, body.question);
      },
    }),
  ];
}
