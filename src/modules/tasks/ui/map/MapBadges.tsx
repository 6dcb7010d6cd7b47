import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import AssignmentIcon from '@mui/icons-material/Assignment';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import GpsOffIcon from '@mui/icons-material/GpsOff';
import NearMeIcon from '@mui/icons-material/NearMe';
import { useTranslation } from 'react-i18next';
import type { GeolocationStatus } from '../../../../client/geo/use-geolocation';

export interface MapBadgesProps {
  available: number;
  nearby: number;
  gpsStatus: GeolocationStatus;
  accuracy: number | null;
  /** The translated location error. */
  gpsError: string | null;
}

const chipSx = { bgcolor: 'rgba(255,255,255,0.95)', boxShadow: 2, fontWeight: 600, maxWidth: '100%', height: 'auto', minHeight: 28, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } };

/** A small chip's icon is 18 px (MUI Chip, size small). */
const spinnerBoxSx = { width: 18, height: 18, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const;

/** 'N task(s) available', 'N cleanup tasks nearby' and the GPS status, over the map's top-left corner. */
export function MapBadges({ available, nearby, gpsStatus, accuracy, gpsError }: MapBadgesProps) {
  const { t } = useTranslation('tasks');
  let gps;
  if (gpsStatus === 'error' && gpsError) {
    gps = <Chip size="small" icon={<GpsOffIcon aria-hidden />} label={gpsError} sx={{ ...chipSx, color: 'error.main', '& .MuiChip-icon': { color: 'error.main' } }} />;
  } else if (gpsStatus === 'positioned' || (accuracy !== null && gpsStatus !== 'loading')) {
    gps = <Chip size="small" icon={<GpsFixedIcon aria-hidden />} label={t('map.gpsLocated', { accuracy: Math.round(accuracy ?? 0) })} sx={{ ...chipSx, '& .MuiChip-icon': { color: 'success.main' } }} />;
  } else if (gpsStatus === 'loading') {
    // The spinner sits in an icon-sized box, so the label does not move when an icon replaces it.
    gps = <Chip size="small" icon={<Box component="span" aria-hidden sx={spinnerBoxSx}><CircularProgress size={14} /></Box>} label={t('map.gpsFinding')} sx={chipSx} />;
  } else {
    gps = <Chip size="small" icon={<GpsOffIcon aria-hidden />} label={t('map.gpsOff')} sx={chipSx} />;
  }
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start', maxWidth: 'calc(100% - 72px)' }}>
      <div role="status" aria-live="polite" aria-atomic="true">
        <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
          <Chip size="small" icon={<AssignmentIcon aria-hidden />} label={t('map.available', { count: available })} sx={chipSx} />
          <Chip size="small" icon={<NearMeIcon aria-hidden />} label={t('map.nearby', { count: nearby })} sx={chipSx} />
        </Stack>
      </div>
      {gps}
    </Stack>
  );
}
