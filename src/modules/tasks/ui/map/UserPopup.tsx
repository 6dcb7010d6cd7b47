import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GpsPosition } from '../../../../client/geo/get-position';
import { precisionOf, speedKmh } from '../task-format';

export interface UserPopupProps {
  name: string;
  level: number;
  position: GpsPosition;
}

const PRECISION_KEYS = { high: 'popup.precisionHigh', medium: 'popup.precisionMedium', low: 'popup.precisionLow' } as const;

/** The user marker's popup: name, level title, coordinates, accuracy, speed (km/h) and precision. */
export function UserPopup({ name, level, position }: UserPopupProps) {
  const { t, i18n } = useTranslation('tasks');
  const fmt = (value: number, digits: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  const speed = speedKmh(position.speed);
  const rows: Array<[string, string]> = [
    [t('popup.latitude'), fmt(position.latitude, 6)],
    [t('popup.longitude'), fmt(position.longitude, 6)],
    [t('popup.accuracy'), t('popup.accuracyValue', { value: Math.round(position.accuracy) })],
    [t('popup.speed'), speed === null ? t('popup.unknown') : t('popup.speedValue', { value: fmt(speed, 1) })],
    [t('popup.precision'), t(PRECISION_KEYS[precisionOf(position.accuracy)])],
  ];
  return (
    <Box sx={{ minWidth: 200 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('popup.levelTitle', { level })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, fontSize: '0.875rem' }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
