import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Priority } from '../contract';
import { PRIORITY_COLORS } from './task-format';

/** The priority badge: red, amber or green (spec 9) with the level in words. */
export function PriorityChip({ priority, size = 'small' }: { priority: Priority; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('tasks');
  return (
    <Chip
      size={size}
      label={t('priority.label', { priority: t(`priority.${priority}`) })}
      sx={{ bgcolor: PRIORITY_COLORS[priority] ?? PRIORITY_COLORS.medium, color: '#fff', fontWeight: 700 }}
    />
  );
}
