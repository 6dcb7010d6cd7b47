import { lineLengthM } from '../../shared/polyline';

/**
 * Does the length or area a survey claims fit its route? (Issue 40: per-100 m and per-100 m² figures
 * are only as good as the lengthM and areaM2 they are divided by.) One rule for the server, which
 * refuses a survey that does not fit (400 SURVEY_LENGTH_MISMATCH / SURVEY_AREA_MISMATCH), and the app,
 * which pre-fills lengthM from the route and warns before sending. Pure, isomorphic.
 *
 * Transects: the route is measured with haversine over the LineString as sent.
 * - lengthM may exceed it by TRANSECT_OVER_FACTOR and TRANSECT_OVER_M: the route as sent is shorter
 *   than the walk. The phone simplifies it (Douglas-Peucker, 3 m, doubled for very long walks: corners
 *   are cut), drops fixes worse than 50 m or closer than 5 m (a signal gap becomes a straight chord
 *   across a bend), the first fix comes a few metres in; a route drawn on the map has a point at
 *   bends only. 25 % covers a chord across a meandering bank; 50 m covers the start and end of a
 *   short (100 m, OSPAR) transect, where a few missed metres are a large share.
 * - lengthM may be shorter than the route, down to a tenth (less TRANSECT_UNDER_M): monitoring walks
 *   a section several times (OSPAR searches a 100 m section from the water line to the back of the
 *   beach: on a 50 m wide beach in strips a few metres apart that is 5 to 10 passes), walks out and
 *   back, and GPS jitter adds length. Below a tenth the length no longer describes the walk.
 * Areas: areaM2 may not be larger than the route's bounding box widened by AREA_MARGIN_M on every
 * side (people search a band beside their path; a straight walk has a box of no width). There is no
 * lower bound: a small plot searched thoroughly, or reached by a long walk, has a box far larger
 * than the area.
 */
export const TRANSECT_OVER_FACTOR = 1.25;
export const TRANSECT_OVER_M = 50;
export const TRANSECT_UNDER_FACTOR = 10;
export const TRANSECT_UNDER_M = 50;
export const AREA_MARGIN_M = 25;

/** A route's coordinates: `[longitude, latitude]` (GeoJSON order). */
type Coordinates = readonly (readonly [number, number])[];

const M_PER_DEGREE = (Math.PI / 180) * 6_371_000;

/** The route's length in metres: haversine over its segments (the shared line geometry). */
export const routeLengthM = (coordinates: Coordinates): number => lineLengthM(coordinates);

/** The whole metres a transect along a route of `routeM` (whole) metres may claim. */
export function transectLengthRange(routeM: number): { min: number; max: number } {
  return { min: Math.max(1, Math.floor((routeM - TRANSECT_UNDER_M) / TRANSECT_UNDER_FACTOR)), max: Math.ceil(routeM * TRANSECT_OVER_FACTOR + TRANSECT_OVER_M) };
}

/** The most m² (whole) an area survey along this route may claim: its bounding box widened by AREA_MARGIN_M on every side. */
export function areaMaxM2(coordinates: Coordinates): number {
  if (coordinates.length === 0) return 0;
  const lons = coordinates.map((c) => c[0]);
  const lats = coordinates.map((c) => c[1]);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const midLat = ((minLat + maxLat) / 2) * (Math.PI / 180);
  const width = (Math.max(...lons) - Math.min(...lons)) * M_PER_DEGREE * Math.cos(midLat);
  const height = (maxLat - minLat) * M_PER_DEGREE;
  return Math.round((width + 2 * AREA_MARGIN_M) * (height + 2 * AREA_MARGIN_M));
}

export type RouteFit = { ok: true } | { ok: false; field: 'lengthM'; routeM: number; min: number; max: number } | { ok: false; field: 'areaM2'; max: number };

/** Whether a survey's lengthM (transect) or areaM2 (area) fits its route; what it may be when not. */
export function routeFit(s: { kind: 'transect' | 'area'; lengthM?: number | null; areaM2?: number | null; coordinates: Coordinates }): RouteFit {
  if (s.kind === 'transect') {
    if (s.lengthM === undefined || s.lengthM === null) return { ok: true };
    const routeM = Math.round(routeLengthM(s.coordinates));
    const { min, max } = transectLengthRange(routeM);
    return s.lengthM >= min && s.lengthM <= max ? { ok: true } : { ok: false, field: 'lengthM', routeM, min, max };
  }
  if (s.areaM2 === undefined || s.areaM2 === null) return { ok: true };
  const max = areaMaxM2(s.coordinates);
  return s.areaM2 <= max ? { ok: true } : { ok: false, field: 'areaM2', max };
}
