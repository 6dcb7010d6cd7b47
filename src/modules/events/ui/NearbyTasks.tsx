import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { EventNearbyTaskDto } from '../contract';
import { formatNumber } from './format';
import { useEventsTexts } from './texts';

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** Open tasks near the meeting point, nearest first, each opening on the tasks list (/tasks?task=<id>). */
export function NearbyTasks({ tasks, eventId }: { tasks: readonly EventNearbyTaskDto[]; eventId: string }) {
  const { t, i18n } = useEventsTexts();
  const headingId = `nearby-${eventId}`;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography variant="h6" component="h2" id={headingId}>
        {t('detail.nearby.heading')}
      </Typography>
      {tasks.length === 0 ? (
        <Typography color="text.secondary">{t('detail.nearby.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {tasks.map((task) => (
            <ListItem key={task.id} disablePadding>
              <ListItemButton component={RouterLink} to={`/tasks?task=${encodeURIComponent(task.id)}`}>
                <ListItemText
                  primary={`${capitalise(task.wasteType)}${task.description ? ` – ${task.description}` : ''}`}
                  secondary={t('detail.nearby.distance', { distance: formatNumber(task.distanceM, i18n.language, 0) })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Link component={RouterLink} to="/map">
        {t('detail.nearby.all')}
      </Link>
    </Stack>
  );
}
