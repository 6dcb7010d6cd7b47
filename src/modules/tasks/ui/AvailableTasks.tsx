import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import NearMeIcon from '@mui/icons-material/NearMe';
import PublicIcon from '@mui/icons-material/Public';
import { useTranslation } from 'react-i18next';
import type { GeolocationStatus } from '../../../client/geo/use-geolocation';
import { distanceKm, type LatLon } from '../../../shared/geo';
import type { TaskDto } from '../contract';
import { TaskCard } from './TaskCard';
import { taskPoint, tasksNear } from './task-format';
import { EmptyState, TaskListError, TaskListSkeleton } from './TaskListStates';

export type AvailableFilter = 'nearby' | 'all';

export interface AvailableTasksProps {
  tasks: TaskDto[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  filter: AvailableFilter;
  onFilter: (filter: AvailableFilter) => void;
  position: LatLon | null;
  gpsStatus: GeolocationStatus;
  /** The translated GPS error, when there is one. */
  gpsError: string | null;
  onRetryGps: () => void;
  onOpen: (task: TaskDto) => void;
}

/** The Available Tasks tab: 'Nearby (1km)' (default) or 'All', the cards, and their states. */
export function AvailableTasks({ tasks, isPending, error, onRetry, filter, onFilter, position, gpsStatus, gpsError, onRetryGps, onOpen }: AvailableTasksProps) {
  const { t } = useTranslation('tasks');
  const shown = useMemo(() => {
    if (!tasks) return [];
    if (filter === 'all') return tasks;
    return position ? tasksNear(tasks, position) : [];
  }, [tasks, filter, position]);
  const noPosition = filter === 'nearby' && !position;

  let body;
  if (error && !tasks) body = <TaskListError message={error.message} onRetry={onRetry} />;
  else if (isPending || (noPosition && gpsStatus === 'loading')) body = <TaskListSkeleton />;
  else if (noPosition)
    body = (
      <Alert
        severity="info"
        action={
          <Stack spacing={1}>
            <Button color="inherit" size="small" onClick={() => onFilter('all')}>
              {t('list.showAll')}
            </Button>
            <Button color="inherit" size="small" onClick={onRetryGps}>
              {t('list.retryGps')}
            </Button>
          </Stack>
        }
      >
        {t('list.gpsUnavailable', { reason: gpsError ?? '' })}
      </Alert>
    );
  else if (shown.length === 0)
    body = (
      <EmptyState
        icon={<EnergySavingsLeafIcon />}
        body={filter === 'nearby' && tasks && tasks.length > 0 ? t('list.emptyNearby') : t('list.emptyAvailable')}
        action={
          filter === 'nearby' && tasks && tasks.length > 0 ? (
            <Button variant="outlined" onClick={() => onFilter('all')}>
              {t('list.showAll')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((task) => (
          <li key={task.id}>
            <TaskCard task={task} onOpen={onOpen} distanceKm={position ? distanceKm(position, taskPoint(task)) : null} />
          </li>
        ))}
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        value={filter}
        exclusive
        onChange={(_e, next: AvailableFilter | null) => next && onFilter(next)}
        aria-label={t('list.filterLabel')}
        size="small"
        sx={{
          '& .MuiToggleButton-root': { color: 'text.secondary', borderColor: 'divider' },
          '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'primary.dark', color: '#fff' },
        }}
      >
        <ToggleButton value="nearby" sx={{ px: 2, minHeight: 40, gap: 0.5 }}>
          <NearMeIcon aria-hidden fontSize="small" />
          {t('list.nearby')}
        </ToggleButton>
        <ToggleButton value="all" sx={{ px: 2, minHeight: 40, gap: 0.5 }}>
          <PublicIcon aria-hidden fontSize="small" />
          {t('list.all')}
        </ToggleButton>
      </ToggleButtonGroup>
      {error && tasks && <TaskListError message={error.message} onRetry={onRetry} />}
      {filter === 'nearby' && position && gpsError && <Alert severity="warning">{gpsError}</Alert>}
      {body}
    </Stack>
  );
}
