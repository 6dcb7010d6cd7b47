import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import DeleteIcon from '@mui/icons-material/Delete';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../contract';
import { rewardOf } from './task-format';
import { useHazardTexts } from './hazard-texts';

/** The detail sheet's facts as a description list: reward, effort in minutes, location; the reporter's size and hazards (issue 24). */
export function TaskFacts({ task }: { task: TaskDto }) {
  useHazardTexts();
  const { t } = useTranslation('tasks');
  const r = task.report;
  return (
    <Box component="dl" sx={{ mt: 1.5, mb: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 1, alignItems: 'center' }}>
      <Fact icon={<MonetizationOnIcon sx={{ color: '#b45309' }} />} term={t('sheet.reward')} value={t('card.coins', { count: rewardOf(task) })} strong />
      <Fact icon={<ScheduleIcon />} term={t('sheet.effort')} value={t('card.minutesLong', { count: r.estimatedEffort })} />
      <Fact icon={<PlaceIcon />} term={t('sheet.location')} value={r.location || t('card.noLocation')} />
      {r.size && <Fact icon={<DeleteIcon />} term={t('hazard.size')} value={t(`hazard.sizes.${r.size}`)} />}
      {r.hazards && r.hazards.length > 0 && (
        <Fact icon={<ReportProblemIcon />} term={t('hazard.hazards')} value={r.hazards.map((h) => t(`hazard.names.${h}`)).join(', ')} />
      )}
    </Box>
  );
}

function Fact({ icon, term, value, strong = false }: { icon: ReactElement; term: string; value: string; strong?: boolean }) {
  return (
    <>
      <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', '& svg': { fontSize: 20 } }}>
        <Box component="span" aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        <Typography variant="body2" component="span">
          {term}
        </Typography>
      </Box>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </>
  );
}
