import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { formatCoordinates } from '../../../client/geo/get-position';
import type { ReportCoordinates } from './report-form';

export type LocationStatusKind = 'verified' | 'denied' | 'getting' | 'needed';

export interface LocationStatusProps {
  kind: LocationStatusKind;
  coordinates: ReportCoordinates | null;
  /** Whether the location field has text (changes the 'needed' box to 'address only'). */
  hasText: boolean;
}

/** The four location status boxes of the report form, announced politely when they change. */
export function LocationStatus({ kind, coordinates, hasText }: LocationStatusProps) {
  const { t } = useTranslation('reports');
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-status={kind}>
      {kind === 'getting' && (
        <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
          <AlertTitle>{t('location.gettingTitle')}</AlertTitle>
          {t('location.getting')}
        </Alert>
      )}
      {kind === 'verified' && coordinates && (
        <Alert severity="success">
          <AlertTitle>{t('location.verifiedTitle')}</AlertTitle>
          <span style={{ display: 'block' }}>
            {coordinates.source === 'gps' && coordinates.accuracy !== null
              ? t('location.verifiedGps', { accuracy: Math.round(coordinates.accuracy) })
              : t('location.verifiedAddress')}
          </span>
          <span style={{ display: 'block' }}>
            {t('location.coordinates', { coordinates: formatCoordinates(coordinates.latitude, coordinates.longitude) })}
          </span>
        </Alert>
      )}
      {kind === 'denied' && (
        <Alert severity="warning">
          <AlertTitle>{t('location.deniedTitle')}</AlertTitle>
          {t('location.denied')}
        </Alert>
      )}
      {kind === 'needed' &&
        (hasText ? (
          <Alert severity="info">
            <AlertTitle>{t('location.addressOnlyTitle')}</AlertTitle>
            {t('location.addressOnly')}
          </Alert>
        ) : (
          <Alert severity="info">
            <AlertTitle>{t('location.neededTitle')}</AlertTitle>
            {t('location.needed')}
          </Alert>
        ))}
    </div>
  );
}
