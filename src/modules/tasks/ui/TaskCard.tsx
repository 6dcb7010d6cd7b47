import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../contract';
import { HoldNotice } from './HoldNotice';
import { PriorityChip } from './PriorityChip';
import { NotForVolunteersChip } from './NotForVolunteersChip';
import { formatDistance, rewardOf, thumbnailOf } from './task-format';
import { TaskImage } from './TaskImage';

export interface TaskCardProps {
  task: TaskDto;
  onOpen: (task: TaskDto) => void;
  /** Kilometres from the user, when known. */
  distanceKm?: number | null;
  /** Shows the status (My Tasks). */
  showStatus?: boolean;
}

/** A task in a list: photo, '{type} Cleanup', priority, location, minutes, coins. A tap opens details. */
export function TaskCard({ task, onOpen, distanceKm, showStatus = false }: TaskCardProps) {
  const { t, i18n } = useTranslation('tasks');
  const r = task.report;
  const type = t(`wasteType.${r.wasteType}`);
  const title = t('card.title', { type });
  const reward = rewardOf(task);
  const status = task.status === 'assigned' && task.verificationStatus && task.verificationStatus !== 'verified' ? task.verificationStatus : task.status;
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardActionArea onClick={() => onOpen(task)} sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}>
        <Box sx={{ width: 88, height: 88, flexShrink: 0 }}>
          <TaskImage src={thumbnailOf(task)} alt={t('card.photoAlt')} wasteType={r.wasteType} fallbackLabel={t('card.noPhoto')} />
        </Box>
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {title}
            </Typography>
            <PriorityChip priority={r.priority} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <PlaceIcon aria-hidden sx={{ fontSize: 16, flexShrink: 0 }} />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {r.location || t('card.noLocation')}
              {distanceKm != null && ` · ${t('card.distance', { distance: formatDistance(distanceKm, i18n.language) })}`}
            </Box>
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <ScheduleIcon aria-hidden sx={{ fontSize: 16 }} />
              <span aria-hidden>{t('card.minutes', { count: r.estimatedEffort })}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('card.minutesLong', { count: r.estimatedEffort })}
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: 'primary.dark' }}>
              <MonetizationOnIcon aria-hidden sx={{ fontSize: 16, color: '#b45309' }} />
              {t('card.coins', { count: reward })}
            </Typography>
            {showStatus && <Chip size="small" variant="outlined" label={t(`status.${status}`)} />}
            <NotForVolunteersChip task={task} />
          </Stack>
          {showStatus && <HoldNotice task={task} compact />}
          {showStatus && task.status === 'assigned' && task.review?.outcome === 'rejected' && (
            <Typography variant="body2" color="warning.dark">
              {t('card.rejectedReason', { reason: task.review.reason ?? '' })}
            </Typography>
          )}
        </Stack>
      </CardActionArea>
    </Card>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
