import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeolocationStatus } from '../../../../client/geo/use-geolocation';
import type { PlainIconProps } from '../../../../client/plain-icon';
import { AssignmentIcon, GpsFixedIcon, GpsOffIcon, NearMeIcon } from './map-icons';

export interface MapBadgesProps {
  available: number;
  nearby: number;
  gpsStatus: GeolocationStatus;
  accuracy: number | null;
  /** The translated location error. */
  gpsError: string | null;
}

/**
 * A badge: what MUI's small Chip renders (root, icon, label), as plain elements with the classes of
 * MapScreenStyles (issue 38 point 3); it is not clickable, so nothing of Chip's behaviour is missed.
 */
function Badge({ Icon, icon, label, tone }: { Icon?: ComponentType<PlainIconProps>; icon?: ReactNode; label: string; tone?: 'error' | 'located' }) {
  return (
    <div className={tone ? `cq-chip cq-chip-${tone}` : 'cq-chip'}>
      {Icon ? <Icon className="cq-chip-icon" /> : icon}
      <span className="cq-chip-label">{label}</span>
    </div>
  );
}

/** 'N task(s) available', 'N cleanup tasks nearby' and the GPS status, over the map's top-left corner. */
export function MapBadges({ available, nearby, gpsStatus, accuracy, gpsError }: MapBadgesProps) {
  const { t } = useTranslation('tasks');
  let gps;
  if (gpsStatus === 'error' && gpsError) {
    gps = <Badge Icon={GpsOffIcon} label={gpsError} tone="error" />;
  } else if (gpsStatus === 'positioned' || (accuracy !== null && gpsStatus !== 'loading')) {
    gps = <Badge Icon={GpsFixedIcon} label={t('map.gpsLocated', { accuracy: Math.round(accuracy ?? 0) })} tone="located" />;
  } else if (gpsStatus === 'loading') {
    // The spinner sits in an icon-sized box, so the label does not move when an icon replaces it.
    const spinner = (
      <span aria-hidden className="cq-chip-icon cq-chip-spinner">
        <CircularProgress size={14} disableShrink />
      </span>
    );
    gps = <Badge icon={spinner} label={t('map.gpsFinding')} />;
  } else {
    gps = <Badge Icon={GpsOffIcon} label={t('map.gpsOff')} />;
  }
  return (
    <div className="cq-chips cq-chips-all">
      <div role="status" aria-live="polite" aria-atomic="true">
        <div className="cq-chips">
          <Badge Icon={AssignmentIcon} label={t('map.available', { count: available })} />
          <Badge Icon={NearMeIcon} label={t('map.nearby', { count: nearby })} />
        </div>
      </div>
      {gps}
    </div>
  );
}
