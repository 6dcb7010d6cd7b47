import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { taskSpot } from '../../endpoints';

/** GET /api/tasks/{id}/spot (issue 23): the photos people added to a task and earlier cleanups of its spot. */
export const taskSpotQuery = (taskId: string) => queryOptions({ ...endpointQuery(taskSpot, { params: { id: taskId } }), staleTime: 30_000 });

export function useTaskSpot(taskId: string) {
  return useQuery(taskSpotQuery(taskId));
}
