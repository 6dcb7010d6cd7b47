/**
 * The parts of Leaflet the embeddable map uses, imported from Leaflet's own ES modules (`leaflet/src`,
 * shipped in the npm package) instead of its whole bundle. Leaflet 1.9's bundle is one UMD file that
 * cannot be tree-shaken (its classes are built by side-effecting calls): it was 42 of the embed's 50 KB
 * gzipped budget. Without the vector layers, GeoJSON, image/video overlays, tooltips, the layers and
 * scale controls and shift-drag box zoom, Leaflet is about 29 KB gzipped (npm run check:bundles).
 *
 * Importing a map handler's module registers it on Map (Leaflet's addInitHook), so the map keeps
 * dragging, double-click, keyboard, scroll-wheel, touch and tap-hold handling; the zoom and attribution
 * controls register the same way. Types come from @types/leaflet, which describes the same classes
 * (the source modules are declared untyped in leaflet-src.d.ts).
 */
import type * as Leaflet from 'leaflet';
import { createMap } from 'leaflet/src/map/Map';
import 'leaflet/src/map/handler/Map.DoubleClickZoom';
import 'leaflet/src/map/handler/Map.Drag';
import 'leaflet/src/map/handler/Map.Keyboard';
import 'leaflet/src/map/handler/Map.ScrollWheelZoom';
import 'leaflet/src/map/handler/Map.TapHold';
import 'leaflet/src/map/handler/Map.TouchZoom';
import 'leaflet/src/control/Control.Zoom';
import 'leaflet/src/control/Control.Attribution';
import { tileLayer } from 'leaflet/src/layer/tile/TileLayer';
import { layerGroup } from 'leaflet/src/layer/LayerGroup';
import { marker } from 'leaflet/src/layer/marker/Marker';
import { divIcon } from 'leaflet/src/layer/marker/DivIcon';
import { popup } from 'leaflet/src/layer/Popup';

/** The subset of Leaflet's namespace the embed calls, typed as Leaflet's own. */
export const L = { map: createMap, tileLayer, layerGroup, marker, divIcon, popup } as Pick<
  typeof Leaflet,
  'map' | 'tileLayer' | 'layerGroup' | 'marker' | 'divIcon' | 'popup'
>;
