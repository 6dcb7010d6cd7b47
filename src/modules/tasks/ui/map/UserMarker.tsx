import { useMemo } from 'react';
import { Circle, Marker, Popup } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type { GpsPosition } from '../../../../client/geo/get-position';
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
