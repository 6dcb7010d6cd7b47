// @vitest-environment jsdom
import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_POINT, MAP_ZOOM } from '../../../../shared/constants';
import type { LatLon } from '../../../../shared/geo';
import { DEFAULT_MAP_TILE_URL } from '../../../../shared/map-tiles';
import { EAGER_REACH, project, staticTileGrid, TILE_LAYER_OPTIONS, type StaticTile, type TileGrid, type TileOptions } from './tile-grid';

const maps: L.Map[] = [];
afterEach(() => {
  for (const m of maps.splice(0)) m.remove();
  document.body.innerHTML = '';
});

/** Leaflet's first view in a container of this size (jsdom has no layout: the size is given to it). */
function leafletTiles(width: number, height: number, url: string, options: TileOptions = TILE_LAYER_OPTIONS, centre: LatLon = DEFAULT_MAP_POINT) {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: width });
  Object.defineProperty(el, 'clientHeight', { value: height });
  document.body.appendChild(el);
  const map = L.map(el, { center: [centre.latitude, centre.longitude], zoom: MAP_ZOOM, zoomControl: false, fadeAnimation: false });
  maps.push(map);
  L.tileLayer(url, options).addTo(map);
  return [...el.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => {
    const pos = (img as unknown as { _leaflet_pos: L.Point })._leaflet_pos;
    return { src: img.src, left: pos.x, top: pos.y };
  });
}

/** Where the browser puts a static tile: `50% + x` shifted by the wrapper's round() correction. */
function placed(grid: TileGrid, tile: StaticTile, width: number, height: number) {
  const shift = (r: number, f: number, size: number) => r - Math.round(f - size / 2) - size / 2;
  return { left: width / 2 + tile.x + shift(grid.rx, grid.fx, width), top: height / 2 + tile.y + shift(grid.ry, grid.fy, height) };
}

/** The tiles a container of this size displays (the container queries of StaticTiles). */
const displayed = (grid: TileGrid, width: number, height: number) =>
  grid.tiles.filter((t) => !(t.outsideBelow.width > 0 && width <= t.outsideBelow.width) && !(t.outsideBelow.height > 0 && height <= t.outsideBelow.height));

// Phones (even and odd sizes), a tablet and a desktop: map areas (the viewport less the app's bars).
const SIZES: Array<[number, number]> = [
  [390, 675],
  [393, 682],
  [360, 571],
  [412, 746],
  [768, 855],
  [1280, 831],
  [1279, 1000],
];

describe('static tiles of the start view', () => {
  it('projects like Leaflet (EPSG:3857 at the start zoom)', () => {
    const ours = project(DEFAULT_MAP_POINT.latitude, DEFAULT_MAP_POINT.longitude, MAP_ZOOM);
    const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(DEFAULT_MAP_POINT.latitude, DEFAULT_MAP_POINT.longitude), MAP_ZOOM);
    expect(ours.x).toBe(leaflet.x);
    expect(ours.y).toBe(leaflet.y);
  });

  // The default point's pixel fractions are below a half; Berlin's are above (Leaflet rounds them up).
  const CENTRES: Array<[string, LatLon]> = [
    ['the default point', DEFAULT_MAP_POINT],
    ['Berlin', { latitude: 52.52, longitude: 13.405 }],
  ];
  const CASES = CENTRES.flatMap(([name, centre]) => SIZES.map(([w, h]) => [name, centre, w, h] as const));

  it.each(CASES)('holds every tile of Leaflet\'s first view (%s) in a %i x %i container, with its URL and pixel position', (_name, centre, width, height) => {
    const grid = staticTileGrid(DEFAULT_MAP_TILE_URL, TILE_LAYER_OPTIONS, centre)!;
    const bySrc = new Map(grid.tiles.map((t) => [t.src, t]));
    const leaflet = leafletTiles(width, height, DEFAULT_MAP_TILE_URL, TILE_LAYER_OPTIONS, centre);
    expect(leaflet.length).toBeGreaterThan(0);
    for (const l of leaflet) {
      const tile = bySrc.get(l.src);
      expect(tile, l.src).toBeDefined();
      expect(placed(grid, tile!, width, height)).toEqual({ left: l.left, top: l.top });
    }
    // The container queries display exactly the tiles Leaflet shows, so a phone loads no others.
    expect(displayed(grid, width, height).map((t) => t.src).sort()).toEqual(leaflet.map((l) => l.src).sort());
  });

  it('positions tiles at the plain calc(50% + Npx) for even container sizes', () => {
    const grid = staticTileGrid(DEFAULT_MAP_TILE_URL)!;
    const leaflet = new Map(leafletTiles(390, 676, DEFAULT_MAP_TILE_URL).map((l) => [l.src, l]));
    for (const tile of grid.tiles.filter((t) => leaflet.has(t.src))) {
      expect({ left: 195 + tile.x, top: 338 + tile.y }).toEqual({ left: leaflet.get(tile.src)!.left, top: leaflet.get(tile.src)!.top });
    }
  });

  it('reaches 640 px left and right and 500 px up and down from the centre', () => {
    const grid = staticTileGrid(DEFAULT_MAP_TILE_URL)!;
    expect(Math.min(...grid.tiles.map((t) => t.x))).toBeLessThanOrEqual(-640);
    expect(Math.max(...grid.tiles.map((t) => t.x + grid.size))).toBeGreaterThanOrEqual(640);
    expect(Math.min(...grid.tiles.map((t) => t.y))).toBeLessThanOrEqual(-500);
    expect(Math.max(...grid.tiles.map((t) => t.y + grid.size))).toBeGreaterThanOrEqual(500);
    expect(new Set(grid.tiles.map((t) => t.key)).size).toBe(grid.tiles.length);
  });

  it('fetches the centre tiles first, loads the small phone view at once and the rest lazily', () => {
    const grid = staticTileGrid(DEFAULT_MAP_TILE_URL)!;
    const centre = grid.tiles.filter((t) => t.priority === 'high');
    expect(centre.length).toBeGreaterThanOrEqual(1);
    expect(centre.length).toBeLessThanOrEqual(4);
    for (const t of centre) {
      expect(t.loading).toBe('eager');
      expect(t.x < 128 && t.x + grid.size > -128 && t.y < 128 && t.y + grid.size > -128).toBe(true);
    }
    // Eager: exactly the tiles Leaflet shows on the smallest phone map area.
    const small = leafletTiles(EAGER_REACH.x * 2, EAGER_REACH.y * 2, DEFAULT_MAP_TILE_URL).map((l) => l.src);
    expect(grid.tiles.filter((t) => t.loading === 'eager').map((t) => t.src).sort()).toEqual(small.sort());
  });

  it('fills {s}, {r}, {-y}, the tile size and zoomOffset the way Leaflet does', () => {
    const url = 'https://{s}.tiles.example/{z}/{x}/{-y}{r}.png?size={tileSize}';
    const options: TileOptions = { tileSize: 512, maxZoom: 18, subdomains: 'abc', zoomOffset: -1 };
    const grid = staticTileGrid(url, options)!;
    expect(grid.size).toBe(512);
    const bySrc = new Map(grid.tiles.map((t) => [t.src, t]));
    const leaflet = leafletTiles(1280, 831, url, options);
    expect(leaflet.length).toBeGreaterThan(0);
    for (const l of leaflet) {
      // Leaflet fills {r} from the device (none in jsdom): the plain URL, the '@2x' one for retina screens.
      const tile = bySrc.get(l.src);
      expect(tile, l.src).toBeDefined();
      expect(tile!.src).toMatch(/^https:\/\/[abc]\.tiles\.example\/13\/\d+\/\d+\.png\?size=512$/);
      expect(tile!.retinaSrc).toBe(tile!.src.replace('.png', '@2x.png'));
      expect(placed(grid, tile!, 1280, 831)).toEqual({ left: l.left, top: l.top });
    }
  });

  it('has no retina URL when the template has no {r}', () => {
    expect(staticTileGrid(DEFAULT_MAP_TILE_URL)!.tiles.every((t) => t.retinaSrc === null)).toBe(true);
  });

  it('gives up on a template naming a value Leaflet has none of (Leaflet would throw)', () => {
    expect(staticTileGrid('https://tiles.example/{z}/{x}/{y}.png?key={apiKey}')).toBeNull();
  });
});
