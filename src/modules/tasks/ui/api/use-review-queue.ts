import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDecision } from '../../../../client/admin/use-decision';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { endpointUrl } from '../../../../shared/endpoint';
import type { ReviewDecisionResponse } from '../../contract';
import { approveReview, rejectReview, reviewQueue } from '../../endpoints';

/** GET /api/admin/tasks/review: completions waiting for a moderator, refreshed every 30 s. */
export const reviewQueueQuery = () => queryOptions({ ...endpointQuery(reviewQueue), refetchInterval: 30_000 });

export function useReviewQueue() {
  return useQuery(reviewQueueQuery());
}

export type ReviewVerdict = 'approve' | 'reject';

/**
 * A moderator's decision on one completion: POST /api/admin/tasks/review/{id}/approve, or .../reject
 * with the reason; then the queue (and the admin overview) refresh.
 */
export function useReviewDecision(taskId: string, done: (result: ReviewDecisionResponse, verdict: ReviewVerdict) => string) {
  return useDecision<ReviewVerdict, ReviewDecisionResponse>({
    url: (verdict) => endpointUrl(verdict === 'approve' ? approveReview : rejectReview, { params: { id: taskId } }),
    body: (verdict, reason) => (verdict === 'reject' ? { reason } : undefined),
    lists: [endpointKey(reviewQueue)],
    done,
  });
}
