/**
 * Areas on the map that several modules filter by (a partner's area for the impact page, a bounding box
 * for the open-data exports). Isomorphic: no Node, no DOM. The contracts of the modules that answer for
 * an area (tasks, actions) take these shapes, so neither names the module asking.
 */
import { EARTH_RADIUS_KM } from './geo';

/** A circle: everything within `radiusKm` of the centre (great-circle distance). */
export interface GeoCircle {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** A box in degrees; minLon > maxLon is a box across the antimeridian (RFC 7946, 5.2). */
export interface GeoBox {
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

export type GeoArea = GeoCircle | GeoBox;

export const isCircle = (a: GeoArea): a is GeoCircle => 'radiusKm' in a;

/** A time span: from `since` (inclusive) to `until` (exclusive). */
export interface Period {
  since: Date;
  until: Date;
}

/** A partner's area radius may be set between these (km). */
export const AREA_RADIUS_MIN_KM = 0.1;
export const AREA_RADIUS_MAX_KM = 100;

/** Web Mercator metres per pixel at zoom 0 on the equator (256 px tiles). */
const METRES_PER_PIXEL_Z0 = 156_543.033_92;
/** Half the width of the map a default area covers: a 512 px wide map, what a partner's embed shows on a laptop. */
const HALF_MAP_PX = 256;

/**
 * A radius for a map centred at `lat` at `zoom` when none was set: half the width a 512 px wide map
 * shows there (zoom 14 at 52° N: about 1.5 km; zoom 12: about 6 km), to 0.1 km, within the allowed range.
 */
export function defaultAreaRadiusKm(lat: number, zoom: number): number {
  const metres = (HALF_MAP_PX * METRES_PER_PIXEL_Z0 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
  const km = Math.round(metres / 100) / 10;
  return Math.min(AREA_RADIUS_MAX_KM, Math.max(AREA_RADIUS_MIN_KM, km));
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The smallest lat/lon box holding the circle (rounded outwards to 6 decimals), clipped to valid
 * coordinates; near the poles or across the antimeridian it spans every longitude.
 */
export function boxAround(c: GeoCircle): GeoBox {
  const dLat = (c.radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = Math.max(-90, c.lat - dLat);
  const maxLat = Math.min(90, c.lat + dLat);
  // A circle around a pole, or one whose box would cross the antimeridian, spans every longitude.
  const aroundPole = minLat <= -90 || maxLat >= 90;
  const dLon = aroundPole ? 180 : Math.asin(Math.min(1, Math.sin(c.radiusKm / EARTH_RADIUS_KM) / Math.cos((c.lat * Math.PI) / 180))) * (180 / Math.PI);
  let minLon = c.lon - dLon;
  let maxLon = c.lon + dLon;
  if (minLon < -180 || maxLon > 180) {
    minLon = -180;
    maxLon = 180;
  }
  const down = (n: number) => Math.floor(n * 1e6) / 1e6;
  const up = (n: number) => Math.ceil(n * 1e6) / 1e6;
  return { minLat: round6(down(minLat)), minLon: round6(down(minLon)), maxLat: round6(up(maxLat)), maxLon: round6(up(maxLon)) };
}

/** `minLon,minLat,maxLon,maxLat`: the `bbox` parameter of the open-data exports (GeoJSON order, longitude first). */
export function bboxParam(b: GeoBox): string {
  return [b.minLon, b.minLat, b.maxLon, b.maxLat].join(',');
}
