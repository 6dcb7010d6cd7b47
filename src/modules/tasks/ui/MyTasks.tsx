import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../contract';
import { TaskCard } from './TaskCard';
import { EmptyState, TaskListError, TaskListSkeleton } from './TaskListStates';

export interface MyTasksProps {
  tasks: TaskDto[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  onOpen: (task: TaskDto) => void;
}

/** The My Tasks tab: active tasks first, then completed ones; 'No Active Tasks' when there are none. */
export function MyTasks({ tasks, isPending, error, onRetry, onOpen }: MyTasksProps) {
  const { t } = useTranslation('tasks');
  if (error && !tasks) return <TaskListError message={error.message} onRetry={onRetry} />;
  if (isPending) return <TaskListSkeleton count={2} />;
  const active = (tasks ?? []).filter((x) => x.status === 'assigned');
  const done = (tasks ?? []).filter((x) => x.status === 'completed');
  return (
    <Stack spacing={2}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('list.active', { count: active.length })}
      </Typography>
      {active.length === 0 ? (
        <EmptyState icon={<AssignmentIcon />} title={t('list.emptyMineTitle')} body={t('list.emptyMine')} />
      ) : (
        <CardList tasks={active} onOpen={onOpen} />
      )}
      {done.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, pt: 1 }}>
            {t('list.completedHeading')}
          </Typography>
          <CardList tasks={done} onOpen={onOpen} />
        </>
      )}
    </Stack>
  );
}

function CardList({ tasks, onOpen }: { tasks: TaskDto[]; onOpen: (task: TaskDto) => void }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {tasks.map((task) => (
        <li key={task.id}>
          <TaskCard task={task} onOpen={onOpen} showStatus />
        </li>
      ))}
    </Stack>
  );
}
