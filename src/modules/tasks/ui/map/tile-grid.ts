import { DEFAULT_MAP_POINT, MAP_MAX_ZOOM, MAP_TILE_SIZE, MAP_ZOOM } from '../../../../shared/constants';

/**
 * The options TaskMap gives Leaflet's TileLayer. StaticTiles draws the start view's tiles from the
 * same options, so both ask for the same URLs and put them in the same places. (No detectRetina:
 * it would change the tile size and zoom by the device's pixel ratio, which a server render cannot know.)
 */
export const TILE_LAYER_OPTIONS = { tileSize: MAP_TILE_SIZE, maxZoom: MAP_MAX_ZOOM, subdomains: 'abc', zoomOffset: 0 } as const;

export interface TileOptions {
  tileSize: number;
  maxZoom: number;
  subdomains: string;
  zoomOffset: number;
}

/** How far around the centre the static tiles reach: viewports up to 1280 x 1000. */
export const STATIC_TILES_REACH = { x: 640, y: 500 } as const;
/**
 * Tiles meeting this box around the centre load at once: a small phone's map area (360 x 560), so
 * they are on screen on every phone. The others load lazily, and only when the container shows them.
 */
export const EAGER_REACH = { x: 180, y: 280 } as const;
/** Tiles meeting this box around the centre are fetched first (the ones a phone shows whole). */
export const HIGH_PRIORITY_REACH = { x: 128, y: 128 } as const;

export interface StaticTile {
  key: string;
  src: string;
  /** The '@2x' URL for screens with more than one device pixel per CSS pixel, when the template has {r}. */
  retinaSrc: string | null;
  /** Offset from the container's centre in px (exact for even container sizes; see TileGrid). */
  x: number;
  y: number;
  loading: 'eager' | 'lazy';
  priority: 'high' | 'auto';
  /**
   * Container sizes at or below which the tile lies wholly outside it (0: never), so it is not
   * displayed, and a lazy image that is not displayed is not loaded.
   */
  outsideBelow: { width: number; height: number };
}

export interface TileGrid {
  size: number;
  /**
   * The centre's fraction of a pixel (0 <= f < 1) and that fraction rounded (0 or 1). Leaflet puts a
   * tile at `tile - round(centre - containerSize / 2)`; for an odd container size the half pixel
   * matters, so the exact position is `x + rx - round(fx - 50%)` (CSS round()), and `50% + x` otherwise.
   */
  fx: number;
  fy: number;
  rx: number;
  ry: number;
  tiles: StaticTile[];
}

// Leaflet's EPSG:3857 (spherical Mercator, then the transformation to pixels), term for term, so the
// results agree to the last bit with what Leaflet computes.
const EARTH_RADIUS = 6378137;
const MAX_LATITUDE = 85.0511287798;

/** A point's pixel position in the world at a zoom (Leaflet's map.project). */
export function project(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const d = Math.PI / 180;
  const lat = Math.max(Math.min(MAX_LATITUDE, latitude), -MAX_LATITUDE);
  const sin = Math.sin(lat * d);
  const x = EARTH_RADIUS * longitude * d;
  const y = (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = 256 * Math.pow(2, zoom);
  const s = 0.5 / (Math.PI * EARTH_RADIUS);
  return { x: scale * (s * x + 0.5), y: scale * (-s * y + 0.5) };
}

const TEMPLATE = /\{ *([\w_ -]+) *\}/g;

/** Leaflet's Util.template; null when the template names a value there is none of (Leaflet throws then). */
function fill(template: string, data: Record<string, string | number>): string | null {
  let missing = false;
  const out = template.replace(TEMPLATE, (whole, key: string) => {
    const value = data[key];
    if (value === undefined) {
      missing = true;
      return whole;
    }
    return String(value);
  });
  return missing ? null : out;
}

const wrap = (n: number, max: number) => ((n % max) + max) % max;

/**
 * The tiles Leaflet's TileLayer shows in the map's start view (centre DEFAULT_MAP_POINT, zoom
 * MAP_ZOOM) on any container up to STATIC_TILES_REACH around the centre, with their URLs and their
 * offsets from the container's centre. Null when the template cannot be filled.
 */
export function staticTileGrid(
  template: string,
  options: TileOptions = TILE_LAYER_OPTIONS,
  centre: { latitude: number; longitude: number } = DEFAULT_MAP_POINT,
  zoom: number = MAP_ZOOM,
): TileGrid | null {
  const size = options.tileSize;
  const tileZoom = Math.round(zoom);
  const c = project(centre.latitude, centre.longitude, tileZoom);
  const c0 = { x: Math.floor(c.x), y: Math.floor(c.y) };
  const f = { x: c.x - c0.x, y: c.y - c0.y };
  const r = { x: Math.round(f.x), y: Math.round(f.y) };
  const worldTiles = Math.ceil((256 * Math.pow(2, tileZoom)) / size);
  const meets = (min: number, reach: number, centrePx: number) => min < centrePx + reach && min + size > centrePx - reach;
  // Twice the distance from the centre to the tile's nearest edge, less a pixel for Leaflet's rounding.
  const outside = (min: number, centrePx: number) => {
    const d = min >= centrePx ? min - centrePx : min + size <= centrePx ? centrePx - (min + size) : 0;
    return Math.max(0, Math.floor(2 * d - 1));
  };
  const tiles: StaticTile[] = [];
  const minX = Math.floor((c0.x - STATIC_TILES_REACH.x) / size);
  const maxX = Math.ceil((c0.x + STATIC_TILES_REACH.x) / size) - 1;
  const minY = Math.max(0, Math.floor((c0.y - STATIC_TILES_REACH.y) / size));
  const maxY = Math.min(worldTiles - 1, Math.ceil((c0.y + STATIC_TILES_REACH.y) / size) - 1);
  for (let ty = minY; ty <= maxY; ty++) {
    for (let tx = minX; tx <= maxX; tx++) {
      const x = wrap(tx, worldTiles);
      const data = {
        ...options,
        subdomains: options.subdomains.split('').join(','),
        s: options.subdomains[Math.abs(x + ty) % options.subdomains.length] ?? '',
        x,
        y: ty,
        '-y': worldTiles - 1 - ty,
        z: tileZoom + options.zoomOffset,
      };
      const src = fill(template, { ...data, r: '' });
      if (src === null) return null;
      const retinaSrc = fill(template, { ...data, r: '@2x' });
      const px = tx * size;
      const py = ty * size;
      const eager = meets(px, EAGER_REACH.x, c.x) && meets(py, EAGER_REACH.y, c.y);
      const high = meets(px, HIGH_PRIORITY_REACH.x, c.x) && meets(py, HIGH_PRIORITY_REACH.y, c.y);
      tiles.push({
        key: `${tileZoom}/${tx}/${ty}`,
        src,
        retinaSrc: retinaSrc === src ? null : retinaSrc,
        x: px - c0.x - r.x,
        y: py - c0.y - r.y,
        loading: eager ? 'eager' : 'lazy',
        priority: high ? 'high' : 'auto',
        outsideBelow: { width: outside(px, c.x), height: outside(py, c.y) },
      });
    }
  }
  return { size, fx: f.x, fy: f.y, rx: r.x, ry: r.y, tiles };
}
