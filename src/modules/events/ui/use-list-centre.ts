import { useEffect, useState } from 'react';
import { useGeolocation } from '../../../client/geo/use-geolocation';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';

export interface ListCentre {
  latitude: number;
  longitude: number;
  /** The device's position (true) or the app's default map point (false). */
  fromDevice: boolean;
  /** Known: the list may be asked for (no second request when the position arrives). */
  ready: boolean;
}

/** Rounded to about 100 m, so a moving device does not ask for the list again. */
const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Where the events list is centred: the device's position when location access is already granted
 * (no prompt on opening the list), else the spec's default map point, like the map before its first fix.
 */
export function useListCentre({ geolocation, permission }: { geolocation?: Geolocation | null; permission?: PermissionState } = {}): ListCentre {
  const [state, setState] = useState<PermissionState | 'checking'>(permission ?? 'checking');
  useEffect(() => {
    if (permission) {
      setState(permission);
      return;
    }
    let live = true;
    const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
    if (!permissions?.query) {
      setState('prompt');
      return;
    }
    permissions.query({ name: 'geolocation' }).then(
      (status) => live && setState(status.state),
      () => live && setState('prompt'),
    );
    return () => {
      live = false;
    };
  }, [permission]);
  const gps = useGeolocation({ enabled: state === 'granted', geolocation });
  if (state === 'granted' && gps.position) return { latitude: round(gps.position.latitude), longitude: round(gps.position.longitude), fromDevice: true, ready: true };
  const waiting = state === 'checking' || (state === 'granted' && gps.status !== 'error');
  return { latitude: DEFAULT_MAP_POINT.latitude, longitude: DEFAULT_MAP_POINT.longitude, fromDevice: false, ready: !waiting };
}
