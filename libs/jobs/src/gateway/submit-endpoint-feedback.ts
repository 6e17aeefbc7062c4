import { ApiError, ERROR_MESSAGES, type EndpointFeedbackRequest, type SearchFeedbackResponse } from '@wsa/contracts';
import { findJob, recordJobFeedback } from '@wsa/db';
import type { Caller, GatewayDeps } from './gateway-deps';
import { submitSearchFeedback, type FeedbackPolicy } from './submit-search-feedback';

/** Job kinds a feedback endpoint can name; parse and map jobs do not exist on this server. */
const KIND_OF_ENDPOINT: Partial<Record<EndpointFeedbackRequest['endpoint'], string>> = { scrape: 'scrape' };

/**
 * POST /v2/feedback. Search feedback follows the search rule (first substantive feedback within the
 * window can refund 1 credit); feedback on a scrape job of the caller's team is stored, never
 * refunded; a repeat answers alreadySubmitted. Catalogue (alexandria) feedback has no catalogue
 * to go to here.
 */
export async function submitEndpointFeedback(deps: Pick<GatewayDeps, 'db'>, policy: FeedbackPolicy, caller: Caller, body: EndpointFeedbackRequest): Promise<SearchFeedbackResponse> {
  if (body.endpoint === 'alexandria') throw new ApiError('FORBIDDEN', ERROR_MESSAGES.catalogueDisabled);
  const { origin: _origin, integration: _integration, endpoint, jobId: maybeJobId, ...content } = body;
  const jobId = maybeJobId as string; // the schema requires it for every job endpoint
  if (endpoint === 'search') return submitSearchFeedback(deps, policy, caller, jobId, { ...content, endpoint });
  const job = await findJob(deps.db, jobId);
  if (!job || job.kind !== KIND_OF_ENDPOINT[endpoint] || job.teamId !== caller.team.id) {
    throw new ApiError('JOB_NOT_FOUND', `No ${endpoint} job with this id was found for your team.`, undefined, { feedbackErrorCode: 'JOB_NOT_FOUND' });
  }
  const outcome = await recordJobFeedback(deps.db, { jobId, teamId: caller.team.id, endpoint, rating: body.rating, body: content });
  return outcome.stored ? { success: true, feedbackId: outcome.feedbackId, creditsRefunded: 0 } : { success: true, feedbackId: outcome.feedbackId, creditsRefunded: 0, alreadySubmitted: true };
}
