import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { listAdoptions } from '../../endpoints';

// The map layer's reads only (its chunk loads with the map tab: no mutations here).
/** The layer asks for whole boxes on a grid of this many degrees, so panning a little asks nothing new. */
const LAYER_GRID_DEG = 0.05;
/** Below this zoom the layer asks nothing (a spot of 25 m is not visible, and the answer stops at 500 spots). */
export const LAYER_MIN_ZOOM = 11;

/** The `bbox` the layer asks for a map view: the view grown to the grid, kept inside the world; null when zoomed out too far. */
export function layerBbox(view: { bbox: [number, number, number, number]; zoom: number } | null): string | null {
  if (!view || view.zoom < LAYER_MIN_ZOOM) return null;
  const [west, south, east, north] = view.bbox;
  const down = (x: number) => Math.floor(x / LAYER_GRID_DEG) * LAYER_GRID_DEG;
  const up = (x: number) => Math.ceil(x / LAYER_GRID_DEG) * LAYER_GRID_DEG;
  const clamp = (x: number, limit: number) => Number(Math.min(limit, Math.max(-limit, x)).toFixed(2));
  return [clamp(down(west), 180), clamp(down(south), 90), clamp(up(east), 180), clamp(up(north), 90)].join(',');
}

/** GET /api/adoptions?bbox=: the public layer of adopted spots in the box (kept 60 s; the previous box stays while the next loads). */
export function useAdoptionsInBox(bbox: string | null) {
  return useQuery({ ...endpointQuery(listAdoptions, { query: { bbox: bbox ?? '' } }), enabled: bbox !== null, staleTime: 60_000, placeholderData: keepPreviousData });
}
