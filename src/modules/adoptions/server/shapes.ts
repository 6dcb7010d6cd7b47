import { distanceKm } from '../../../shared/geo';
import { distanceToLineM, lineBox, lineCentre, lineLengthM, samplesAlong, type LinePoints } from '../../../shared/polyline';
import type { AdoptionRow } from './models';
import { overlapShare } from './overlap';

/**
 * A spot's shape (issue 42): a circle (centre, radius) or a street (a line with a corridor of
 * `halfWidthM` on each side). Pure: which shape holds a point, and how much two shapes overlap.
 */
export type SpotShape =
  | { kind: 'circle'; latitude: number; longitude: number; radiusM: number }
  | { kind: 'street'; path: LinePoints; halfWidthM: number };

type Point = { latitude: number; longitude: number };

/** A street's `path` as the driver hands it over (jsonb parsed, or its text). */
export function pathOf(row: Pick<AdoptionRow, 'path'>): [number, number][] | null {
  const p = row.path as unknown;
  if (p === null || p === undefined) return null;
  return (typeof p === 'string' ? JSON.parse(p) : p) as [number, number][];
}

export function shapeOf(row: Pick<AdoptionRow, 'path' | 'latitude' | 'longitude' | 'radius_m'>): SpotShape {
  const path = pathOf(row);
  return path ? { kind: 'street', path, halfWidthM: row.radius_m } : { kind: 'circle', latitude: Number(row.latitude), longitude: Number(row.longitude), radiusM: row.radius_m };
}

/** Whether the point lies in the spot: within the radius of a circle's centre, or within the corridor of a street's line. */
export function holds(shape: SpotShape, p: Point): boolean {
  if (shape.kind === 'circle') return distanceKm(shape, p) * 1000 <= shape.radiusM;
  return distanceToLineM(p, shape.path) <= shape.halfWidthM;
}

/** The columns a street stores beside its path: its centre, how far it reaches from it, its bounding box. */
export function streetColumns(path: LinePoints, halfWidthM: number) {
  const c = lineCentre(path);
  const b = lineBox(path);
  return { latitude: c.latitude, longitude: c.longitude, reach_m: c.extentM + halfWidthM, ...b, path: JSON.stringify(path) };
}

/** How far the shape reaches from its centre (the value the index query widens by). */
export const reachOf = (shape: SpotShape) => (shape.kind === 'circle' ? shape.radiusM : lineCentre(shape.path).extentM + shape.halfWidthM);

/** The whole metres of a street's line (null for a circle). */
export const lengthOf = (shape: SpotShape) => (shape.kind === 'street' ? Math.round(lineLengthM(shape.path)) : null);

/** Points standing for the shape's area: a grid over a circle's disc, points every few metres along a street's line. */
function samples(shape: SpotShape): Point[] {
  if (shape.kind === 'street') return samplesAlong(shape.path, Math.max(5, shape.halfWidthM / 2)).map(([longitude, latitude]) => ({ latitude, longitude }));
  const out: Point[] = [];
  const n = 10;
  const dLat = shape.radiusM / 111_195;
  const dLon = dLat / Math.cos((shape.latitude * Math.PI) / 180);
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      if (i * i + j * j <= n * n) out.push({ latitude: shape.latitude + (dLat * i) / n, longitude: shape.longitude + (dLon * j) / n });
    }
  }
  return out;
}

/**
 * How much two spots overlap, as the larger of the shares of either one that the other covers (the
 * rule for circles, `overlapShare`, exactly; with a street, sampled). So a street along an adopted
 * circle's diameter, or a circle inside a street's corridor, is refused like two circles would be.
 */
export function spotOverlap(a: SpotShape, b: SpotShape): number {
  if (a.kind === 'circle' && b.kind === 'circle') return overlapShare(a.radiusM, b.radiusM, distanceKm(a, b) * 1000);
  const share = (x: SpotShape, y: SpotShape) => {
    const s = samples(x);
    return s.filter((p) => holds(y, p)).length / s.length;
  };
  return Math.max(share(a, b), share(b, a));
}
