import Chip from '@mui/material/Chip';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../contract';
import { useHazardTexts } from './hazard-texts';

/** Issue 24: a hazardous task nobody may accept (it is offered to the city) says so on the map, in lists and in the sheet. */
export function NotForVolunteersChip({ task, size = 'small' }: { task: Pick<TaskDto, 'forVolunteers'>; size?: 'small' | 'medium' }) {
  useHazardTexts();
  const { t } = useTranslation('tasks');
  if (task.forVolunteers !== false) return null;
  return <Chip size={size} color="error" icon={<ReportProblemIcon aria-hidden />} label={t('hazard.notForVolunteers')} />;
}
