import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../../contract';
import { PriorityChip } from '../PriorityChip';
import { NotForVolunteersChip } from '../NotForVolunteersChip';
import { rewardOf, thumbnailOf } from '../task-format';
import { TaskImage } from '../TaskImage';

/** A task marker's popup: photo, '{Type} Waste', description, priority, '+N coins', 'View Details'. */
export function TaskPopup({ task, onViewDetails }: { task: TaskDto; onViewDetails: (task: TaskDto) => void }) {
  const { t } = useTranslation('tasks');
  const r = task.report;
  return (
    <Stack spacing={1} sx={{ width: 220 }}>
      <Box sx={{ height: 110 }}>
        <TaskImage src={thumbnailOf(task)} alt={t('popup.photoAlt')} wasteType={r.wasteType} fallbackLabel={t('card.noPhoto')} />
      </Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {t(`wasteTitle.${r.wasteType}`)}
      </Typography>
      {r.description && (
        <Typography variant="body2" sx={{ m: 0 }}>
          {r.description}
        </Typography>
      )}
      <NotForVolunteersChip task={task} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <PriorityChip priority={r.priority} />
        <Typography variant="body2" sx={{ fontWeight: 800, color: '#8a4b00' }}>
          {t('popup.coins', { count: rewardOf(task) })}
        </Typography>
      </Stack>
      <Button variant="contained" size="small" onClick={() => onViewDetails(task)} sx={{ minHeight: 40 }}>
        {t('popup.viewDetails')}
      </Button>
    </Stack>
  );
}
