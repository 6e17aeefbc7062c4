import { EndpointFeedbackRequestSchema, SearchFeedbackRequestSchema, SearchFeedbackResponseSchema, SearchRequestSchema, SearchResponseSchema } from '@wsa/contracts';
import { submitEndpointFeedback, submitSearch, submitSearchFeedback, type FeedbackPolicy, type GatewayDeps } from '@wsa/jobs/gateway';
import { defineRoute, type ApiRoute } from '../http/api-route';

const feedbackErrors = { flavour: 'default' as const, extra: { feedbackErrorCode: 'INVALID_BODY' } };

/** Search (anonymous calls allowed), and feedback on searches and other jobs. */
export function searchRoutes(deps: GatewayDeps, feedback: FeedbackPolicy): ApiRoute[] {
  return [
    defineRoute({
      method: 'post', path: '/v2/search', tag: 'search', summary: 'Search the web, news and images, optionally scraping the results',
      access: 'optional-key', body: SearchRequestSchema, bodyErrors: { flavour: 'search' }, response: SearchResponseSchema,
      handle: ({ caller, body }) => submitSearch(deps, caller, body),
    }),
    defineRoute({
      method: 'post', path: '/v2/search/:jobId/feedback', tag: 'feedback', summary: 'Feedback on a search (the first one can refund 1 credit)',
      access: 'key', body: SearchFeedbackRequestSchema, bodyErrors: feedbackErrors, response: SearchFeedbackResponseSchema,
      handle: ({ caller, params, body }) => submitSearchFeedback(deps, feedback, caller, params.jobId, body),
    }),
    defineRoute({
      method: 'post', path: '/v2/feedback', tag: 'feedback', summary: "Feedback on a search or scrape job of the caller's team",
      access: 'key', body: EndpointFeedbackRequestSchema, bodyErrors: feedbackErrors, response: SearchFeedbackResponseSchema,
      handle: ({ caller, body }) => submitEndpointFeedback(deps, feedback, caller, body),
    }),
  ];
}
