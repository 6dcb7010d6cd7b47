import { distanceKm } from './geo';

/**
 * A line on the map as `[longitude, latitude]` pairs (GeoJSON order): a survey's route (issue 40), an
 * adopted street (issue 42). Length by haversine; the distance of a point to the line by an
 * equirectangular projection around the point (exact to well under a metre at the few kilometres these
 * lines span). Pure, isomorphic.
 */
export type LinePoints = readonly (readonly [number, number])[];

const M_PER_DEGREE = (Math.PI / 180) * 6_371_000;

/** The line's length in metres: haversine over its segments. */
export function lineLengthM(points: LinePoints): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) {
    const [lon0, lat0] = points[i - 1]!;
    const [lon1, lat1] = points[i]!;
    sum += distanceKm({ longitude: lon0, latitude: lat0 }, { longitude: lon1, latitude: lat1 }) * 1000;
  }
  return sum;
}

/** The distance in metres from the point to the nearest place on the line (its segments, not only its vertices). */
export function distanceToLineM(point: { latitude: number; longitude: number }, points: LinePoints): number {
  const k = Math.cos((point.latitude * Math.PI) / 180);
  // Metres east and north of the point.
  const xy = (p: readonly [number, number]): [number, number] => [(p[0] - point.longitude) * k * M_PER_DEGREE, (p[1] - point.latitude) * M_PER_DEGREE];
  if (points.length === 0) return Infinity;
  let best = Math.hypot(...xy(points[0]!));
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = xy(points[i - 1]!);
    const [bx, by] = xy(points[i]!);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

/** The line's bounding box in degrees. */
export function lineBox(points: LinePoints): { west: number; south: number; east: number; north: number } {
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return { west: Math.min(...lons), south: Math.min(...lats), east: Math.max(...lons), north: Math.max(...lats) };
}

/** The middle of the line's bounding box, and how far (metres, rounded up) its farthest vertex lies from it. */
export function lineCentre(points: LinePoints): { latitude: number; longitude: number; extentM: number } {
  const b = lineBox(points);
  const centre = { latitude: (b.south + b.north) / 2, longitude: (b.west + b.east) / 2 };
  const extentM = Math.max(0, ...points.map(([longitude, latitude]) => distanceKm(centre, { latitude, longitude }) * 1000));
  return { ...centre, extentM: Math.ceil(extentM) };
}

/** Points along the line about every `stepM` metres (both ends included): for sampled overlap shares. */
export function samplesAlong(points: LinePoints, stepM: number): [number, number][] {
  const out: [number, number][] = points.length > 0 ? [[points[0]![0], points[0]![1]]] : [];
  for (let i = 1; i < points.length; i++) {
    const [lon0, lat0] = points[i - 1]!;
    const [lon1, lat1] = points[i]!;
    const n = Math.max(1, Math.ceil(lineLengthM([points[i - 1]!, points[i]!]) / stepM));
    for (let j = 1; j <= n; j++) out.push([lon0 + ((lon1 - lon0) * j) / n, lat0 + ((lat1 - lat0) * j) / n]);
  }
  return out;
}
