import { distanceKm } from '../../shared/geo';

/**
 * A line drawn on a map (issue 40's survey route, issue 42's adopted street): the GeoJSON LineString
 * the survey recorder produces, `[longitude, latitude]` pairs with 6 decimals. While it is being drawn
 * it may hold 0 or 1 points; it is a usable line from 2 points on. Pure: no DOM, no Leaflet.
 */
export interface DrawnLine {
  type: 'LineString';
  coordinates: [number, number][];
}

/** The default most points a drawn line takes (a long walk drawn at every corner stays far below it). */
export const LINE_DRAW_MAX_POINTS = 200;

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export const emptyLine = (): DrawnLine => ({ type: 'LineString', coordinates: [] });

/** The line with one more point at its end; the same line when it is full, the point is invalid or repeats the last one. */
export function addPoint(line: DrawnLine | null, point: { latitude: number; longitude: number }, maxPoints = LINE_DRAW_MAX_POINTS): DrawnLine {
  const coords = line?.coordinates ?? [];
  const base = line ?? emptyLine();
  const { latitude, longitude } = point;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || latitude < -90 || latitude > 90) return base;
  if (coords.length >= maxPoints) return base;
  // Leaflet hands out longitudes beyond ±180 after panning across the antimeridian.
  const lon = round6(((((longitude + 180) % 360) + 360) % 360) - 180);
  const next: [number, number] = [lon, round6(latitude)];
  const last = coords.at(-1);
  if (last && last[0] === next[0] && last[1] === next[1]) return base;
  return { type: 'LineString', coordinates: [...coords, next] };
}

/** The line without its last point. */
export function undoPoint(line: DrawnLine | null): DrawnLine {
  return { type: 'LineString', coordinates: (line?.coordinates ?? []).slice(0, -1) };
}

/** The line's length in metres: haversine over its segments (the same sum the server checks). */
export function drawnLengthM(line: DrawnLine | null): number {
  const c = line?.coordinates ?? [];
  let sum = 0;
  for (let i = 1; i < c.length; i++) sum += distanceKm({ longitude: c[i - 1]![0], latitude: c[i - 1]![1] }, { longitude: c[i]![0], latitude: c[i]![1] }) * 1000;
  return sum;
}
