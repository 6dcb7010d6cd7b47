import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGeolocation } from '../../../client/geo/use-geolocation';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { TaskDto } from '../contract';
import { useAvailableTasks } from './api/use-available-tasks';
import { useMyTasks } from './api/use-my-tasks';
import { countActive, useMarkTasksSeen } from './api/use-tasks-tab-badge';
import { AvailableTasks, type AvailableFilter } from './AvailableTasks';
import { MyTasks } from './MyTasks';
import { TaskDetailSheet } from './TaskDetailSheet';

export interface TasksScreenProps {
  /** Called when a task is opened (the task-select callback of spec 2). */
  onTaskSelect?: (task: TaskDto) => void;
  /** For tests and stories; defaults to navigator.geolocation. */
  geolocation?: Geolocation | null;
  initialTab?: 'available' | 'mine';
}

/** The tasks tab: Available Tasks (Nearby 1 km / All) and My Tasks, with the detail sheet. */
export default function TasksScreen({ onTaskSelect, geolocation, initialTab = 'available' }: TasksScreenProps = {}) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [tab, setTab] = useState(initialTab);
  const [filter, setFilter] = useState<AvailableFilter>('nearby');
  const [selected, setSelected] = useState<TaskDto | null>(null);
  const available = useAvailableTasks();
  const mine = useMyTasks();
  const gps = useGeolocation({ geolocation });
  const activeCount = countActive(mine.data);
  // The list is open: the tasks tab's new-tasks dot goes.
  useMarkTasksSeen(available.data);

  // Deep link from the partner widget ('Help clean this up'): /tasks?task=<id> opens that task once.
  const [params, setParams] = useSearchParams();
  const linked = params.get('task');
  useEffect(() => {
    if (!linked) return;
    const task = (available.data ?? []).find((x) => x.id === linked) ?? (mine.data ?? []).find((x) => x.id === linked);
    if (!task && (available.isPending || mine.isPending)) return;
    if (task) {
      setFilter('all');
      setSelected(task);
    }
    setParams((p) => {
      p.delete('task');
      return p;
    }, { replace: true });
  }, [linked, available.data, available.isPending, mine.data, mine.isPending, setParams]);

  function open(task: TaskDto) {
    setSelected(task);
    onTaskSelect?.(task);
  }

  const gpsError = gps.error ? t(gps.error.key, { ns: 'common', defaultValue: gps.error.message }) : null;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      <Typography variant="h1" component="h1">
        {t('list.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next: 'available' | 'mine') => setTab(next)}
        aria-label={t('list.tabsLabel')}
        variant="fullWidth"
        sx={{ mt: 2, mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="available" label={t('list.available')} id={`${id}-tab-available`} aria-controls={`${id}-panel-available`} sx={{ minHeight: 48 }} />
        <Tab
          value="mine"
          id={`${id}-tab-mine`}
          aria-controls={`${id}-panel-mine`}
          sx={{ minHeight: 48, overflow: 'visible' }}
          label={
            <span>
              <Badge
                badgeContent={activeCount}
                color="error"
                max={99}
                slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'my-tasks-count' } as object }}
                sx={{ '& .MuiBadge-badge': { right: -14 } }}
              >
                {t('list.mine')}
              </Badge>
              {activeCount > 0 && <VisuallyHidden>{`, ${t('list.active', { count: activeCount })}`}</VisuallyHidden>}
            </span>
          }
        />
      </Tabs>

      <div role="tabpanel" id={`${id}-panel-available`} aria-labelledby={`${id}-tab-available`} hidden={tab !== 'available'}>
        {tab === 'available' && (
          <AvailableTasks
            tasks={available.data}
            isPending={available.isPending}
            error={available.error}
            onRetry={() => void available.refetch()}
            filter={filter}
            onFilter={setFilter}
            position={gps.position}
            gpsStatus={gps.status}
            gpsError={gpsError}
            onRetryGps={gps.refresh}
            onOpen={open}
          />
        )}
      </div>
      <div role="tabpanel" id={`${id}-panel-mine`} aria-labelledby={`${id}-tab-mine`} hidden={tab !== 'mine'}>
        {tab === 'mine' && (
          <MyTasks tasks={mine.data} isPending={mine.isPending} error={mine.error} onRetry={() => void mine.refetch()} onOpen={open} />
        )}
      </div>

      <TaskDetailSheet task={selected} onClose={() => setSelected(null)} />
    </Box>
  );
}
