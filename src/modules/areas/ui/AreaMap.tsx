import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import { Circle, CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useReducedMotion } from '../../../client/accessibility/hooks';
import { clientConfigQuery } from '../../../client/config-query';
import { MAP_MAX_ZOOM } from '../../../shared/constants';
import { mapTileSettings } from '../../../shared/map-tiles';
import { ClickToPick, FollowCentre, MapRegionLabel, type MapPoint } from '../../../ui/map-parts';

export type { MapPoint };

export interface MapCircle extends MapPoint {
  id: string;
  radiusM: number;
}

export interface AreaMapProps {
  /** Where the map looks (and follows when `follow` is set). */
  centre: MapPoint;
  zoom?: number;
  /** The person's areas, drawn as circles. */
  circles?: readonly MapCircle[];
  /** The area being added: its centre and circle, drawn highlighted. */
  draft?: (MapPoint & { radiusM: number }) | null;
  /** Called with a clicked or tapped point (the add form's picker). */
  onPick?: (point: MapPoint) => void;
  /** The map region's accessible name. */
  label: string;
  height?: number;
  /** Moves the view to `centre` whenever it changes. */
  follow?: boolean;
}

/** A Leaflet map (its own lazy chunk) of the person's areas; with `onPick`, a click places the new area's centre. */
export default function AreaMap({ centre, zoom = 12, circles = [], draft = null, onPick, label, height = 260, follow = false }: AreaMapProps) {
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
      {circles.map((c) => (
        <Circle key={c.id} center={[c.latitude, c.longitude]} radius={c.radiusM} pathOptions={{ color: '#1565c0', weight: 2, fillOpacity: 0.12 }} interactive={false} />
      ))}
      {draft && (
        <>
          <Circle center={[draft.latitude, draft.longitude]} radius={draft.radiusM} pathOptions={{ color: '#1b5e20', weight: 3, dashArray: '6 4', fillColor: '#43a047', fillOpacity: 0.2 }} interactive={false} />
          <CircleMarker center={[draft.latitude, draft.longitude]} radius={6} pathOptions={{ color: '#1b5e20', weight: 3, fillColor: '#43a047', fillOpacity: 0.9 }} interactive={false} />
        </>
      )}
    </MapContainer>
  );
}
