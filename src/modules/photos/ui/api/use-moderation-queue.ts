import { useQuery } from '@tanstack/react-query';
import { useDecision, type DecisionOptions } from '../../../../client/admin/use-decision';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { endpointUrl, type EndpointResponse } from '../../../../shared/endpoint';
import type { ModerationQueue } from '../../contract';
import { deletePhoto, hidePhoto, moderationQueue, restorePhoto } from '../../endpoints';

/** GET /api/admin/photos?queue=pending|hidden: the photos waiting for a moderator, or the hidden ones. */
export const moderationQueueQuery = (queue: ModerationQueue) => endpointQuery(moderationQueue, { query: { queue } });

/** The photo moderation page's queue, polled every 30 s. */
export function useModerationQueue(queue: ModerationQueue) {
  return useQuery({ ...moderationQueueQuery(queue), refetchInterval: 30_000 });
}

export type PhotoVerb = 'hide' | 'restore' | 'delete';
const VERBS = { hide: hidePhoto, restore: restorePhoto, delete: deletePhoto } as const;
export type PhotoDecisionResponse = EndpointResponse<typeof hidePhoto>;

/**
 * POST /api/admin/photos/{id}/hide|restore|delete: a moderator's decision on one photo. Restoring
 * takes an optional reason, hiding and deleting need one. Both queues and the admin overview refresh
 * afterwards (useDecision).
 */
export function usePhotoDecision(id: string, done: DecisionOptions<PhotoVerb, PhotoDecisionResponse>['done']) {
  return useDecision<PhotoVerb, PhotoDecisionResponse>({
    url: (verb) => endpointUrl(VERBS[verb], { params: { id } }),
    body: (verb, reason) => (verb === 'restore' && !reason ? {} : { reason }),
    lists: [endpointKey(moderationQueue)],
    done,
  });
}
