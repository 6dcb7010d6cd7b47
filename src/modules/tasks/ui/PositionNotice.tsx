import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { TaskReportDto } from '../contract';

/**
 * Issue 23: where the task's pin came from when it is not the reporter's GPS fix: the photo's
 * location data, the typed address, or (clearly) the default point. Nothing for GPS or unknown.
 */
export function PositionNotice({ report }: { report: Pick<TaskReportDto, 'positionSource'> }) {
  const { t } = useTranslation('tasks');
  const source = report.positionSource;
  if (source !== 'exif' && source !== 'address' && source !== 'default') return null;
  return (
    <Alert severity={source === 'default' ? 'warning' : 'info'} sx={{ mt: 2 }} data-testid="position-notice">
      {t(`position.${source}`)}
    </Alert>
  );
}
