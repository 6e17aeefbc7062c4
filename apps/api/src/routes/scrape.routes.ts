import { InteractRequestSchema, InteractResponseSchema, ScrapeRequestSchema, ScrapeResponseSchema, StopInteractResponseSchema } from '@wsa/contracts';
import { getScrapeJob, submitScrape, type GatewayDeps } from '@wsa/jobs/gateway';
import { interact, stopInteract, type InteractDeps } from '@wsa/sessions/gateway';
import { defineRoute, type ApiRoute } from '../http/api-route';
import { refuseCatalogueCall } from './catalogue.routes';

/** Scrape, stored scrape jobs, and interact sessions on a scrape (a session-worker holds each browser). */
export function scrapeRoutes(deps: GatewayDeps, interactDeps: InteractDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'post', path: '/v2/scrape', tag: 'scrape', summary: 'Scrape one page to markdown, HTML, links, screenshots and the other formats',
      access: 'key', body: ScrapeRequestSchema, response: ScrapeResponseSchema, before: [refuseCatalogueCall],
      handle: ({ caller, body }) => submitScrape(deps, caller, body),
    }),
    defineRoute({
      method: 'get', path: '/v2/scrape/:jobId', tag: 'scrape', summary: "A stored scrape job of the caller's team",
      access: 'key', handle: ({ caller, params }) => getScrapeJob(deps, caller, params.jobId),
    }),
    defineRoute({
      method: 'post', path: '/v2/scrape/:jobId/interact', tag: 'interact', summary: "Run code in a live browser session on the scrape's page",
      access: 'key', body: InteractRequestSchema, response: InteractResponseSchema,
      handle: ({ caller, params, body }) => interact(interactDeps, caller, params.jobId, body),
    }),
    defineRoute({
      method: 'delete', path: '/v2/scrape/:jobId/interact', tag: 'interact', summary: 'Stop the browser session of a scrape',
      access: 'key', response: StopInteractResponseSchema, handle: ({ caller, params }) => stopInteract(interactDeps, caller, params.jobId),
    }),
  ];
}
