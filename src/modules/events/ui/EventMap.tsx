import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useReducedMotion } from '../../../client/accessibility/hooks';
import { clientConfigQuery } from '../../../client/config-query';
import { MAP_MAX_ZOOM } from '../../../shared/constants';
import { mapTileSettings } from '../../../shared/map-tiles';
import { ClickToPick, FollowCentre, MapRegionLabel, type MapPoint } from '../../../ui/map-parts';

export type EventMapPoint = MapPoint;

export interface EventMapProps {
  /** Where the map looks first (and follows when `follow` is set). */
  centre: EventMapPoint;
  zoom?: number;
  /** The meeting point, drawn as a ring. */
  point: EventMapPoint | null;
  /** Smaller dots, e.g. open tasks nearby. */
  others?: readonly EventMapPoint[];
  /** Called with a clicked or tapped point (the create form's picker). */
  onPick?: (point: EventMapPoint) => void;
  /** The map region's accessible name. */
  label: string;
  height?: number;
  /** Moves the view to `centre` whenever it changes. */
  follow?: boolean;
}

/** A small Leaflet map (its own lazy chunk) of a meeting point; with `onPick`, a click places it. */
export default function EventMap({ centre, zoom = 15, point, others = [], onPick, label, height = 240, follow = false }: EventMapProps) {
  const config = useQuery(clientConfigQuery<Record<string, unknown>>());
  const tiles = mapTileSettings(config.data);
  const reducedMotion = useReducedMotion();
  return (
    <MapContainer
      center={[centre.latitude, centre.longitude]}
      zoom={zoom}
      maxZoom={MAP_MAX_ZOOM}
      zoomAnimation={!reducedMotion}
      fadeAnimation={!reducedMotion}
      style={{ height, width: '100%', borderRadius: 8 }}
    >
      <MapRegionLabel label={label} />
      {!config.isPending && <TileLayer url={tiles.mapTileUrl} attribution={tiles.mapAttribution} maxZoom={MAP_MAX_ZOOM} />}
      {follow && <FollowCentre centre={centre} />}
      {onPick && <ClickToPick onPick={onPick} />}
      {others.map((o, i) => (
        <CircleMarker key={`${o.latitude},${o.longitude},${i}`} center={[o.latitude, o.longitude]} radius={5} pathOptions={{ color: '#e65100', weight: 2, fillOpacity: 0.7 }} interactive={false} />
      ))}
      {point && <CircleMarker center={[point.latitude, point.longitude]} radius={11} pathOptions={{ color: '#1b5e20', weight: 4, fillColor: '#43a047', fillOpacity: 0.5 }} interactive={false} />}
    </MapContainer>
  );
}
