import 'leaflet/dist/leaflet.css';
import './map.css';
import { Suspense, useEffect, useMemo } from 'react';
import type L from 'leaflet';
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { useReducedMotion } from '../../../../client/accessibility/hooks';
import { useModuleSlot } from '../../../../client/module-slots';
import type { GpsPosition } from '../../../../client/geo/get-position';
import { DEFAULT_MAP_POINT, MAP_MAX_ZOOM, MAP_ZOOM } from '../../../../shared/constants';
import type { TaskDto } from '../../contract';
import type { ClientConfig } from '../api/use-map-config';
import { buildClusterIndex, type MapView } from '../clusters';
import { TaskMarkers } from './TaskMarkers';
import { TILE_LAYER_OPTIONS } from './tile-grid';
import { useStages } from './use-stages';
import { CurrentUserMarker } from './UserMarker';
import { ViewTracker } from './ViewTracker';

export interface TaskMapProps {
  /** Receives the Leaflet map once it exists (for the screen's controls). */
  onMap: (map: L.Map | null) => void;
  onView: (view: MapView) => void;
  /** Tiles wait for the configuration, so the default tiles are not loaded first and then replaced. */
  config: ClientConfig | null;
  /** The tasks to show; their cluster index is built here, in the map's chunk (supercluster stays off the first route). */
  tasks: readonly TaskDto[];
  tasksById: Map<string, TaskDto>;
  view: MapView | null;
  selectedId: string | null;
  onSelect: (task: TaskDto) => void;
  onViewDetails: (task: TaskDto) => void;
  position: GpsPosition | null;
  /** Called when the tile layer has loaded its tiles (Leaflet's 'load'): StaticTiles can go. */
  onTilesLoaded?: () => void;
}

/**
 * The Leaflet part of the map tab (its own chunk, loaded after the screen's frame). It mounts in
 * three stages, each its own task: the map with its controls, then the tile layer, then the markers.
 * Mounted at once they were one task of 190-200 ms on a phone (npm run bench:trace, 4x CPU); the
 * server-rendered start-view tiles (StaticTiles) show meanwhile. The controls and the attribution
 * text come with the map, so nothing in its corners moves when the later stages arrive.
 */
export default function TaskMap({ onMap, onView, config, tasks, tasksById, view, selectedId, onSelect, onViewDetails, position, onTilesLoaded }: TaskMapProps) {
  const stage = useStages(2);
  const markersOn = stage >= 2;
  const index = useMemo(() => (markersOn ? buildClusterIndex(tasks) : null), [markersOn, tasks]);
  const reducedMotion = useReducedMotion();
  const tileEvents = useMemo(() => ({ load: () => onTilesLoaded?.() }), [onTilesLoaded]);
  // Another module's layer (issue 42: adopted spots), its own chunk, loaded with the markers' stage.
  const Layer = useModuleSlot('taskMapLayer');
  return (
    <MapContainer
      ref={onMap}
      center={[DEFAULT_MAP_POINT.latitude, DEFAULT_MAP_POINT.longitude]}
      zoom={MAP_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      zoomControl={false}
      zoomAnimation={!reducedMotion}
      fadeAnimation={!reducedMotion}
      markerZoomAnimation={!reducedMotion}
      style={{ height: '100%', width: '100%' }}
    >
      <ZoomControl position="bottomright" />
      {config && <EarlyAttribution text={config.mapAttribution} />}
      {config && stage >= 1 && <TileLayer url={config.mapTileUrl} attribution={config.mapAttribution} {...TILE_LAYER_OPTIONS} eventHandlers={tileEvents} />}
      {stage >= 2 && (
        <>
          <ViewTracker onView={onView} />
          {view && index && <TaskMarkers index={index} tasksById={tasksById} view={view} selectedId={selectedId} onSelect={onSelect} onViewDetails={onViewDetails} />}
          {Layer && (
            <Suspense fallback={null}>
              <Layer view={view} />
            </Suspense>
          )}
          {position && <CurrentUserMarker position={position} />}
        </>
      )}
    </MapContainer>
  );
}

/**
 * The tile layer's attribution, shown with the map instead of with the layer (a stage later):
 * Leaflet counts each text's users, so the layer adding the same text changes nothing on screen.
 */
function EarlyAttribution({ text }: { text: string }) {
  const map = useMap();
  useEffect(() => {
    const control = map.attributionControl;
    if (!control || !text) return;
    control.addAttribution(text);
    return () => void control.removeAttribution(text);
  }, [map, text]);
  return null;
}
