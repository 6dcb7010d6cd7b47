import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { distanceKm, type LatLon } from '../../../../shared/geo';
import type { TaskDto } from '../../contract';
import type { MapView } from '../clusters';
import { taskPoint } from '../task-format';
import { TaskCard } from '../TaskCard';

/** How many tasks the list shows at most (nearest first). */
export const LIST_LIMIT = 50;

export interface TasksInViewProps {
  open: boolean;
  onClose: () => void;
  tasks: TaskDto[];
  view: MapView | null;
  from: LatLon;
  onOpen: (task: TaskDto) => void;
}

/** The tasks of the visible map area as a list: the keyboard and screen-reader way to the markers. */
export function TasksInView({ open, onClose, tasks, view, from, onOpen }: TasksInViewProps) {
  const { t } = useTranslation('tasks');
  const inView = useMemo(() => {
    if (!open || !view) return [];
    const [west, south, east, north] = view.bbox;
    return tasks
      .filter((x) => x.report.latitude >= south && x.report.latitude <= north && x.report.longitude >= west && x.report.longitude <= east)
      .map((task) => ({ task, d: distanceKm(from, taskPoint(task)) }))
      .sort((a, b) => a.d - b.d);
  }, [open, view, tasks, from]);
  const shown = inView.slice(0, LIST_LIMIT);
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': 'tasks-in-view-title', sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '75dvh', maxWidth: 720, mx: 'auto' } } as object }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 'calc(16px + env(safe-area-inset-bottom))' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="tasks-in-view-title" component="h2" variant="h2">
            {t('map.listHeading')}
          </Typography>
          <IconButton aria-label={t('map.hideList')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {t('map.listEmpty')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map(({ task, d }) => (
              <li key={task.id}>
                <TaskCard task={task} onOpen={onOpen} distanceKm={d} />
              </li>
            ))}
          </Stack>
        )}
        {inView.length > shown.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('map.listMore', { shown: shown.length, count: inView.length })}
          </Typography>
        )}
      </Box>
    </Drawer>
  );
}
