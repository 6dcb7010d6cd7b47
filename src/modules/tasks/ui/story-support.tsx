import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../client/endpoint';
import type { TaskDto } from '../contract';
import { myTasks } from '../endpoints';

/** Stories: puts the user's tasks into the query cache before rendering (no server in Storybook). */
export function WithMyTasks({ userId, tasks, children }: { userId: string; tasks: TaskDto[]; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    const key = endpointKey(myTasks, { params: { userId } });
    client.setQueryDefaults(key, { staleTime: Infinity });
    client.setQueryData(key, tasks);
    return null;
  });
  return <>{children}</>;
}
