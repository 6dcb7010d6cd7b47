import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TaskDto } from '../contract';
import { myTasksKey } from './api/task-keys';

/** Stories: puts the user's tasks into the query cache before rendering (no server in Storybook). */
export function WithMyTasks({ userId, tasks, children }: { userId: string; tasks: TaskDto[]; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    client.setQueryDefaults(myTasksKey(userId), { staleTime: Infinity });
    client.setQueryData(myTasksKey(userId), tasks);
    return null;
  });
  return <>{children}</>;
}
