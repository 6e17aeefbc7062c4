import { ApiError, type SearchFeedbackRequest, type SearchFeedbackResponse } from '@wsa/contracts';
import { feedbackRefundCredits } from '@wsa/credits';
import { findFeedbackForJob, findJob, recordSearchFeedback } from '@wsa/db';
import type { Caller, GatewayDeps } from './gateway-deps';

export type FeedbackPolicy = { refundWindowMs: number; dailyRefundCap: number };
/** A validated search feedback body; POST /v2/feedback adds its own fields (issues, note, ...), stored with it. */
type SearchFeedback = Pick<SearchFeedbackRequest, 'rating' | 'origin' | 'integration'> & Record<string, unknown>;

function feedbackError(code: 'SEARCH_NOT_FOUND' | 'SEARCH_FAILED' | 'FEEDBACK_WINDOW_EXPIRED', message: string): ApiError {
  return new ApiError(code, message, undefined, { feedbackErrorCode: code });
}

/**
 * POST /v2/search/:jobId/feedback. The first substantive feedback on a charged search, sent within
 * the window, refunds 1 credit while the team is under its daily cap; a repeat answers 200 with
 * `alreadySubmitted` and no refund.
 */
export async function submitSearchFeedback(deps: Pick<GatewayDeps, 'db'>, policy: FeedbackPolicy, caller: Caller, jobId: string, body: SearchFeedback): Promise<SearchFeedbackResponse> {
  const job = await findJob(deps.db, jobId);
  if (!job || job.kind !== 'search' || job.teamId !== caller.team.id) throw feedbackError('SEARCH_NOT_FOUND', 'No search with this id was found for your team.');
  if (job.status === 'failed' || job.status === 'cancelled') throw feedbackError('SEARCH_FAILED', 'This search failed; there is nothing to give feedback on.');
  const existing = await findFeedbackForJob(deps.db, jobId);
  if (existing) return { success: true, feedbackId: existing.id, creditsRefunded: 0, alreadySubmitted: true };
  if (Date.now() - job.createdAt.getTime() > policy.refundWindowMs) {
    throw feedbackError('FEEDBACK_WINDOW_EXPIRED', `Feedback is accepted for ${Math.round(policy.refundWindowMs / 1000)} seconds after a search.`);
  }
  const { origin: _origin, integration: _integration, ...content } = body;
  const outcome = await recordSearchFeedback(deps.db, {
    jobId, teamId: caller.team.id, rating: body.rating, body: content,
    refund: job.creditsUsed > 0 ? feedbackRefundCredits() : 0, dailyCap: policy.dailyRefundCap,
  });
  if (!outcome.stored) return { success: true, feedbackId: outcome.feedbackId, creditsRefunded: 0, alreadySubmitted: true };
  return {
    success: true, feedbackId: outcome.feedbackId, creditsRefunded: outcome.creditsRefunded,
    dailyCapReached: outcome.dailyCapReached, creditsRefundedToday: outcome.creditsRefundedToday, dailyRefundCap: policy.dailyRefundCap,
  };
}
