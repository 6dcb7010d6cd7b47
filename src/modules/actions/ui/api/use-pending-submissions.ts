import { useQuery } from '@tanstack/react-query';
import { useDecision, type DecisionOptions } from '../../../../client/admin/use-decision';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { endpointUrl, type EndpointBody, type EndpointResponse } from '../../../../shared/endpoint';
import { publicUser } from '../../../guest/endpoints';
import { approveSubmission, pendingSubmissions, rejectSubmission } from '../../endpoints';

/** GET /api/admin/actions/pending: the submissions waiting for a moderator. */
export const pendingSubmissionsQuery = () => endpointQuery(pendingSubmissions);

/** The moderators' page: polled every 30 s, always refetched when it opens. */
export function usePendingSubmissions() {
  return useQuery({ ...pendingSubmissionsQuery(), refetchInterval: 30_000, staleTime: 0 });
}

/** GET /api/user/{id} (the guest module): who submitted it; names change rarely. */
export const submissionOwnerQuery = (id: string) => ({ ...endpointQuery(publicUser, { params: { id } }), staleTime: 5 * 60_000 });

export function useSubmissionOwner(id: string) {
  return useQuery(submissionOwnerQuery(id));
}

export type SubmissionVerdict = 'approve' | 'reject';
const VERDICTS = { approve: approveSubmission, reject: rejectSubmission } as const;
type VerdictBody = EndpointBody<typeof approveSubmission> | EndpointBody<typeof rejectSubmission>;
type VerdictResponse = EndpointResponse<typeof approveSubmission> | EndpointResponse<typeof rejectSubmission>;

/**
 * POST /api/admin/actions/submissions/{id}/approve or /reject: the decision on one submission; the
 * pending list and the admin overview refresh afterwards (useDecision).
 */
export function useSubmissionDecision(
  id: string,
  options: { body: (verdict: SubmissionVerdict, reason: string) => VerdictBody; done: DecisionOptions<SubmissionVerdict, VerdictResponse>['done'] },
) {
  return useDecision<SubmissionVerdict, VerdictResponse>({
    url: (verdict) => endpointUrl(VERDICTS[verdict], { params: { id } }),
    body: options.body,
    lists: [endpointKey(pendingSubmissions)],
    done: options.done,
  });
}
