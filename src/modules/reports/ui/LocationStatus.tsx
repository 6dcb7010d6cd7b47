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
  /**
   * The photo carries an EXIF position (issue 23): without a GPS fix the report is placed there (the
   * server's order: GPS, the photo's position, the geocoded address, the default point).
   */
  photoPosition?: boolean;
}

/** The four location status boxes of the report form, announced politely when they change. */
export function LocationStatus({ kind, coordinates, hasText, photoPosition = false }: LocationStatusProps) {
  const { t } = useTranslation('reports');
  const fromPhoto = photoPosition && (kind === 'denied' || kind === 'needed');
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-status={fromPhoto ? 'photo' : kind}>
      {fromPhoto && (
        <Alert severity="success">
          <AlertTitle>{t('location.photoTitle')}</AlertTitle>
          {t('location.photo')}
        </Alert>
      )}
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
      {kind === 'denied' && !fromPhoto && (
        <Alert severity="warning">
          <AlertTitle>{t('location.deniedTitle')}</AlertTitle>
          {t('location.denied')}
        </Alert>
      )}
      {kind === 'needed' &&
        !fromPhoto &&
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
