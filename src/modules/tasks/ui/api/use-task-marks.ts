import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDecision } from '../../../../client/admin/use-decision';
import { callEndpoint, endpointKey, endpointQuery } from '../../../../client/endpoint';
import { endpointUrl } from '../../../../shared/endpoint';
import { availableTasks } from '../../endpoints';
import { closeMarkedTask, dismissMarks, markReviewQueue, markTask, taskMarks } from '../../mark-endpoints';
import type { MarkDecisionResponse, MarkKind } from '../../marks';

/** GET /api/tasks/{id}/marks: what people said about a task (issue 23), while its sheet is open. */
export function useTaskMarks(taskId: string) {
  return useQuery({ ...endpointQuery(taskMarks, { params: { id: taskId } }), staleTime: 30_000 });
}

/** POST /api/tasks/{id}/marks: the answer carries the new counts; a raised priority refreshes the map. */
export function useMarkTask(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: MarkKind) => callEndpoint(markTask, { params: { id: taskId }, body: { kind } }),
    onSuccess: (res) => {
      client.setQueryData(endpointKey(taskMarks, { params: { id: taskId } }), res.marks);
      if (res.mark.kind === 'more_than_before' && !res.repeated) void client.invalidateQueries({ queryKey: endpointKey(availableTasks) });
    },
  });
}

/** GET /api/admin/tasks/marks: tasks people say are already cleaned, refreshed every 30 s. */
export const markReviewQueueQuery = () => queryOptions({ ...endpointQuery(markReviewQueue), refetchInterval: 30_000 });

export function useMarkReviewQueue() {
  return useQuery(markReviewQueueQuery());
}

export type MarkVerdict = 'close' | 'dismiss';

/** A moderator's decision on a task's 'already cleaned' marks; then the queue (and the overview) refresh. */
export function useMarkDecision(taskId: string, done: (result: MarkDecisionResponse, verdict: MarkVerdict) => string) {
  return useDecision<MarkVerdict, MarkDecisionResponse>({
    url: (verdict) => endpointUrl(verdict === 'close' ? closeMarkedTask : dismissMarks, { params: { id: taskId } }),
    lists: [endpointKey(markReviewQueue)],
    done,
  });
}
