import { useMemo } from 'react';
import { Circle, Marker, Popup } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type { GpsPosition } from '../../../../client/geo/get-position';
import { useCurrentUser } from '../../../../client/session/current-user';
import { accuracyColor, accuracyRadius } from '../task-format';
import { userIcon } from './markers';
import { UserPopup } from './UserPopup';

export interface UserMarkerProps {
  position: GpsPosition;
  name: string;
  level: number;
  avatarUrl: string | null;
}

/** The user's avatar with a level badge, the accuracy circle (green / amber / red) and the popup. */
export function UserMarker({ position, name, level, avatarUrl }: UserMarkerProps) {
  const { t } = useTranslation('tasks');
  const icon = useMemo(() => userIcon({ avatarUrl, name, level }), [avatarUrl, name, level]);
  const color = accuracyColor(position.accuracy);
  const center: [number, number] = [position.latitude, position.longitude];
  return (
    <>
      <Circle center={center} radius={accuracyRadius(position.accuracy)} pathOptions={{ color, fillColor: color, fillOpacity: 0.15, weight: 2 }} interactive={false} />
      <Marker position={center} icon={icon} title={`${t('map.you')}: ${name}`} zIndexOffset={-1000}>
        <Popup>
          <UserPopup name={name} level={level} position={position} />
        </Popup>
      </Marker>
    </>
  );
}

/**
 * The current user's marker at `position`. It reads the user itself, so a new user (the guest session
 * arriving after hydration, coins after a reward) re-renders only this marker, not the map screen
 * with Leaflet and every task marker (issue 38: the session's answer re-rendered the whole map).
 */
export function CurrentUserMarker({ position }: { position: GpsPosition }) {
  const user = useCurrentUser();
  return <UserMarker position={position} name={user.displayName} level={user.level} avatarUrl={user.user?.avatarUrl ?? null} />;
}
