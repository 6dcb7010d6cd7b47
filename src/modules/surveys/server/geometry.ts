import { distanceKm } from '../../../shared/geo';
import { publicCoordinate } from '../../../shared/public-view';

/** `[longitude, latitude]` (GeoJSON order). */
export type Position = [number, number];

export interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

const metres = (a: Position, b: Position) => distanceKm({ longitude: a[0], latitude: a[1] }, { longitude: b[0], latitude: b[1] }) * 1000;

/** The length of a line in metres (great-circle segments). */
export function lineLengthM(line: readonly Position[]): number {
  let sum = 0;
  for (let i = 1; i < line.length; i++) sum += metres(line[i - 1]!, line[i]!);
  return sum;
}

/** The line without its first `m` metres (the cut point interpolated on its segment). */
function dropStart(line: readonly Position[], m: number): Position[] {
  let left = m;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const d = metres(a, b);
    if (d > left) {
      const f = left / d;
      return [[a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f], ...line.slice(i)];
    }
    left -= d;
  }
  return [];
}

/**
 * The public route: the line without its first and last `trimM` metres, coordinates rounded as every
 * public channel rounds them (5 decimals), repeated points dropped. Null when less than two distinct
 * points would be left (a route shorter than twice the trim shows no line at all).
 */
export function publicRoute(line: readonly Position[], trimM: number): Position[] | null {
  const total = lineLengthM(line);
  if (total <= 2 * trimM) return null;
  const cut = dropStart(dropStart(line, trimM).reverse(), trimM).reverse();
  const rounded: Position[] = [];
  for (const [lon, lat] of cut) {
    const p: Position = [publicCoordinate(lon), publicCoordinate(lat)];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) rounded.push(p);
  }
  return rounded.length >= 2 ? rounded : null;
}

/** The bounding box of some points. */
export function boxOf(points: readonly Position[]): Box {
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return { minLon: Math.min(...lons), minLat: Math.min(...lats), maxLon: Math.max(...lons), maxLat: Math.max(...lats) };
}

/** Decimals of the place of a survey too short for a public route: about a kilometre. */
export const SHORT_ROUTE_PLACE_DECIMALS = 2;

/**
 * Where a survey shows publicly: the public route's box and its centre; for a route too short to trim,
 * only the centre of the whole route rounded to about a kilometre (its box is that one point), so
 * neither end can be read from it.
 */
export function publicPlace(line: readonly Position[], trimmed: Position[] | null): { box: Box; centre: Position } {
  if (trimmed) {
    const box = boxOf(trimmed);
    return { box, centre: [publicCoordinate((box.minLon + box.maxLon) / 2), publicCoordinate((box.minLat + box.maxLat) / 2)] };
  }
  const whole = boxOf(line);
  const scale = 10 ** SHORT_ROUTE_PLACE_DECIMALS;
  const round = (x: number) => Math.round(x * scale) / scale + 0;
  const centre: Position = [round((whole.minLon + whole.maxLon) / 2), round((whole.minLat + whole.maxLat) / 2)];
  return { box: { minLon: centre[0], minLat: centre[1], maxLon: centre[0], maxLat: centre[1] }, centre };
}
