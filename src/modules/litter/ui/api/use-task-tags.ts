import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import type { TaskTagsDto } from '../../contract';
import { taskLitterTags } from '../../endpoints';

export const taskTagsQuery = (taskId: string) => queryOptions<TaskTagsDto>({ ...endpointQuery(taskLitterTags, { params: { id: taskId } }), staleTime: 30_000 });

export function useTaskTags(taskId: string) {
  return useQuery(taskTagsQuery(taskId));
}
