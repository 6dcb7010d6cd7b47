import 'leaflet/dist/leaflet.css';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleMarker, MapContainer, Polyline, TileLayer } from 'react-leaflet';
import { useReducedMotion } from '../../../client/accessibility/hooks';
import { clientConfigQuery } from '../../../client/config-query';
import { MAP_MAX_ZOOM } from '../../../shared/constants';
import { mapTileSettings } from '../../../shared/map-tiles';
import { FollowCentre, MapRegionLabel } from '../../../ui/map-parts';
import type { TrackPoint } from './route-track';

export interface SurveyMapProps {
  /** The route so far (at least one point). */
  points: readonly TrackPoint[];
  /** The map region's accessible name. */
  label: string;
  height?: number;
}

/** The route as it grows on a small Leaflet map (its own lazy chunk), following the last point. */
export default function SurveyMap({ points, label, height = 220 }: SurveyMapProps) {
  const config = useQuery(clientConfigQuery<Record<string, unknown>>());
  const tiles = mapTileSettings(config.data);
  const reducedMotion = useReducedMotion();
  const line = useMemo(() => points.map((p) => [p.latitude, p.longitude] as [number, number]), [points]);
  const last = points.at(-1)!;
  return (
    <MapContainer center={[last.latitude, last.longitude]} zoom={17} maxZoom={MAP_MAX_ZOOM} zoomAnimation={!reducedMotion} fadeAnimation={!reducedMotion} style={{ height, width: '100%', borderRadius: 8 }}>
      <MapRegionLabel label={label} />
      {!config.isPending && <TileLayer url={tiles.mapTileUrl} attribution={tiles.mapAttribution} maxZoom={MAP_MAX_ZOOM} />}
      <FollowCentre centre={last} />
      {line.length > 1 && <Polyline positions={line} pathOptions={{ color: '#1565c0', weight: 5 }} interactive={false} />}
      <CircleMarker center={[last.latitude, last.longitude]} radius={8} pathOptions={{ color: '#1b5e20', weight: 3, fillColor: '#43a047', fillOpacity: 0.8 }} interactive={false} />
    </MapContainer>
  );
}
