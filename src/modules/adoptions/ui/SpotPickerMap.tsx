import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import type L from 'leaflet';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Circle, CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useReducedMotion } from '../../../client/accessibility/hooks';
import { clientConfigQuery } from '../../../client/config-query';
import { MAP_MAX_ZOOM } from '../../../shared/constants';
import { mapTileSettings } from '../../../shared/map-tiles';
import { ClickToPick, FollowCentre, MapRegionLabel, type MapPoint } from '../../../ui/map-parts';
import { useAdoptionsTexts } from './texts';

export interface SpotPickerMapProps {
  /** Where the map starts (and follows while a spot is set). */
  centre: MapPoint;
  /** The spot being adopted: its centre and radius, drawn as a circle. */
  spot: (MapPoint & { radiusM: number }) | null;
  /** Called with a tapped point, or with the map's centre ('Use the map’s centre'). */
  onPick: (point: MapPoint) => void;
  /** For tests: the Leaflet map once it exists. */
  onMap?: (map: L.Map | null) => void;
}

/**
 * The adopt form's map (its own lazy chunk): a tap places the spot's centre; 'Use the map’s centre'
 * does the same for keyboard and screen reader users (pan with the arrow keys, zoom with + and -);
 * the spot's circle shows its radius.
 */
export default function SpotPickerMap({ centre, spot, onPick, onMap }: SpotPickerMapProps) {
  const { t } = useAdoptionsTexts();
  const config = useQuery(clientConfigQuery<Record<string, unknown>>());
  const tiles = mapTileSettings(config.data);
  const reducedMotion = useReducedMotion();
  const [map, setMap] = useState<L.Map | null>(null);
  const ref = (m: L.Map | null) => {
    setMap(m);
    onMap?.(m);
  };
  const useCentre = () => {
    if (!map) return;
    const c = map.getCenter();
    onPick({ latitude: c.lat, longitude: c.lng });
  };
  return (
    <div>
      <MapContainer
        ref={ref}
        center={[centre.latitude, centre.longitude]}
        zoom={spot ? 16 : 14}
        maxZoom={MAP_MAX_ZOOM}
        zoomAnimation={!reducedMotion}
        fadeAnimation={!reducedMotion}
        style={{ height: 240, width: '100%', borderRadius: 8 }}
      >
        <MapRegionLabel label={t('form.mapLabel')} />
        {!config.isPending && <TileLayer url={tiles.mapTileUrl} attribution={tiles.mapAttribution} maxZoom={MAP_MAX_ZOOM} />}
        {spot && <FollowCentre centre={spot} />}
        <ClickToPick onPick={onPick} />
        {spot && (
          <>
            <Circle center={[spot.latitude, spot.longitude]} radius={spot.radiusM} pathOptions={{ color: '#1b5e20', weight: 3, dashArray: '6 4', fillColor: '#43a047', fillOpacity: 0.2 }} interactive={false} />
            <CircleMarker center={[spot.latitude, spot.longitude]} radius={6} pathOptions={{ color: '#1b5e20', weight: 3, fillColor: '#43a047', fillOpacity: 0.9 }} interactive={false} />
          </>
        )}
      </MapContainer>
      <Button variant="outlined" startIcon={<CenterFocusStrongIcon aria-hidden />} onClick={useCentre} disabled={!map} sx={{ mt: 1, minHeight: 44 }}>
        {t('form.useCentre')}
      </Button>
    </div>
  );
}
