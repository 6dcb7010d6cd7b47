import { useMemo, type CSSProperties } from 'react';
import { staticTileGrid, TILE_LAYER_OPTIONS, type StaticTile, type TileOptions } from './tile-grid';

/** Leaflet's Browser.retina: more than one device pixel per CSS pixel (it then fills {r} with '@2x'). */
const RETINA = '(-webkit-min-device-pixel-ratio: 1.001), (min-resolution: 1.001dppx)';

export interface StaticTilesProps {
  /** The tile URL template of the run-time configuration; null while it is not loaded (nothing is drawn). */
  url: string | null;
  options?: TileOptions;
}

const CONTAINER = 'cq-static-tiles';
const rootStyle: CSSProperties = { position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none', userSelect: 'none', container: `${CONTAINER} / size` };

/**
 * Container queries that take the tiles outside the container off the page (display: none), so a
 * phone does not load the tiles a desktop would show. One rule per distinct size, on data attributes.
 */
export function outsideRules(tiles: readonly StaticTile[]): string {
  const rules = new Set<string>();
  for (const { outsideBelow: o } of tiles) {
    if (o.width > 0) rules.add(`@container ${CONTAINER} (max-width: ${o.width}px) { [data-outside-w="${o.width}"] { display: none } }`);
    if (o.height > 0) rules.add(`@container ${CONTAINER} (max-height: ${o.height}px) { [data-outside-h="${o.height}"] { display: none } }`);
  }
  return [...rules].join('\n');
}

/**
 * The map's start view as plain images, before Leaflet has loaded: the same tiles, URLs and places as
 * TaskMap's first view, so the largest paint does not wait for the map's code. No Leaflet and no
 * measuring: each tile sits at `left: calc(50% + Npx)` from the container's centre. For an odd container
 * size Leaflet rounds the centre, which the wrapper's CSS round() shift repeats (browsers without round()
 * drop that declaration and are off by half a pixel). The same output on the server and the client.
 */
export function StaticTiles({ url, options = TILE_LAYER_OPTIONS }: StaticTilesProps) {
  const grid = useMemo(() => (url ? staticTileGrid(url, options) : null), [url, options]);
  const css = useMemo(() => (grid ? outsideRules(grid.tiles) : ''), [grid]);
  if (!grid) return null;
  const shift = (r: number, f: number) => `calc(${r}px - round(${f}px - 50%, 1px) - 50%)`;
  return (
    <div aria-hidden="true" data-static-tiles="" style={rootStyle}>
      <style>{css}</style>
      <div style={{ position: 'absolute', inset: 0, transform: `translate(${shift(grid.rx, grid.fx)}, ${shift(grid.ry, grid.fy)})` }}>
        {grid.tiles.map((tile) =>
          tile.retinaSrc ? (
            <picture key={tile.key}>
              <source media={RETINA} srcSet={tile.retinaSrc} />
              {image(tile, grid.size)}
            </picture>
          ) : (
            image(tile, grid.size)
          ),
        )}
      </div>
    </div>
  );
}

/** A tile's <img> (a plain element, not a component: nothing to mount or hydrate per tile). */
function image(tile: StaticTile, size: number) {
  return (
    <img
      key={tile.key}
      src={tile.src}
      alt=""
      aria-hidden="true"
      width={size}
      height={size}
      draggable={false}
      loading={tile.loading}
      fetchPriority={tile.priority === 'high' ? 'high' : undefined}
      data-outside-w={tile.outsideBelow.width || undefined}
      data-outside-h={tile.outsideBelow.height || undefined}
      style={{ position: 'absolute', left: `calc(50% + ${tile.x}px)`, top: `calc(50% + ${tile.y}px)`, width: size, height: size, maxWidth: 'none', border: 0 }}
    />
  );
}
