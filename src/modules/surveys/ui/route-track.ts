import { distanceKm } from '../../../shared/geo';
import { SURVEY_ROUTE_MAX_POINTS, type LineString } from '../contract';

/**
 * The route a survey records on the phone (issue 40): which GPS fixes are kept, how long the walk is,
 * and the simplification before sending. Pure functions, no DOM.
 */

export interface TrackPoint {
  latitude: number;
  longitude: number;
  /** Metres (68% radius). */
  accuracy: number;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** A fix less accurate than this is dropped (a jump across the beach is worse than a gap). */
export const MAX_ACCURACY_M = 50;
/** A fix closer than this to the last kept one is dropped (standing still jitters). */
export const MIN_STEP_M = 5;
/** At most one point every this many milliseconds (the watch may report several a second). */
export const MIN_INTERVAL_MS = 2000;
/** Douglas-Peucker tolerance on the phone before sending. */
export const SIMPLIFY_TOLERANCE_M = 3;

export function distanceM(a: Pick<TrackPoint, 'latitude' | 'longitude'>, b: Pick<TrackPoint, 'latitude' | 'longitude'>): number {
  return distanceKm(a, b) * 1000;
}

/** Whether a new fix is worth keeping after `last` (the last kept point, or null for the first). */
export function acceptPoint(last: TrackPoint | null, next: TrackPoint): boolean {
  if (!Number.isFinite(next.latitude) || !Number.isFinite(next.longitude)) return false;
  if (!(next.accuracy <= MAX_ACCURACY_M)) return false;
  if (!last) return true;
  if (next.timestamp - last.timestamp < MIN_INTERVAL_MS) return false;
  return distanceM(last, next) >= MIN_STEP_M;
}

/** The walked length in metres (the sum of the steps). */
export function trackLengthM(points: readonly Pick<TrackPoint, 'latitude' | 'longitude'>[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceM(points[i - 1]!, points[i]!);
  return total;
}

type XY = [number, number];

/** Local flat metres around the first point (equirectangular; fine for a walk of a few km). */
function project(points: readonly Pick<TrackPoint, 'latitude' | 'longitude'>[]): XY[] {
  if (points.length === 0) return [];
  const lat0 = (points[0]!.latitude * Math.PI) / 180;
  const k = (Math.PI / 180) * 6_371_000;
  return points.map((p) => [p.longitude * k * Math.cos(lat0), p.latitude * k]);
}

function segmentDistance([px, py]: XY, [ax, ay]: XY, [bx, by]: XY): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas-Peucker (iterative): the indexes kept with a tolerance in metres; the ends always stay. */
export function simplifyIndexes(points: readonly Pick<TrackPoint, 'latitude' | 'longitude'>[], toleranceM: number): number[] {
  const n = points.length;
  if (n <= 2) return points.map((_, i) => i);
  const xy = project(points);
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstD = toleranceM;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(xy[i]!, xy[first]!, xy[last]!);
      if (d > worstD) {
        worst = i;
        worstD = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  const out: number[] = [];
  keep.forEach((k, i) => k && out.push(i));
  return out;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The route as the server takes it: simplified with ~3 m, then (a very long walk) with a doubled
 * tolerance until it has at most SURVEY_ROUTE_MAX_POINTS points; [longitude, latitude], 6 decimals.
 */
export function toRoute(points: readonly Pick<TrackPoint, 'latitude' | 'longitude'>[], maxPoints = SURVEY_ROUTE_MAX_POINTS): LineString {
  let tolerance = SIMPLIFY_TOLERANCE_M;
  let kept = simplifyIndexes(points, tolerance);
  while (kept.length > maxPoints) {
    tolerance *= 2;
    kept = simplifyIndexes(points, tolerance);
  }
  return { type: 'LineString', coordinates: kept.map((i) => [round6(points[i]!.longitude), round6(points[i]!.latitude)]) };
}
