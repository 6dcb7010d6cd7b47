// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { DEFAULT_MAP_TILE_URL } from '../../../../shared/map-tiles';
import { outsideRules, StaticTiles } from './StaticTiles';
import { staticTileGrid } from './tile-grid';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The server's HTML as elements (jsdom drops CSS it does not know from style properties, not from markup). */
function serverRender(url: string | null) {
  const html = renderToString(<StaticTiles url={url} />);
  const box = document.createElement('div');
  box.innerHTML = html;
  return { html, box };
}

describe('StaticTiles', () => {
  it('renders nothing while the configuration is not loaded', () => {
    expect(serverRender(null).html).toBe('');
    const { container } = render(<StaticTiles url={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('draws the start view as decorative images, the centre ones fetched first, placed from the centre in CSS', () => {
    const grid = staticTileGrid(DEFAULT_MAP_TILE_URL)!;
    const { box } = serverRender(DEFAULT_MAP_TILE_URL);
    const root = box.querySelector<HTMLElement>('[data-static-tiles]')!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.getAttribute('style')).toContain('overflow:hidden');
    expect(root.getAttribute('style')).toContain('container:cq-static-tiles / size');
    const imgs = [...root.querySelectorAll('img')];
    expect(imgs).toHaveLength(grid.tiles.length);
    for (const [i, img] of imgs.entries()) {
      const tile = grid.tiles[i]!;
      expect(img.getAttribute('src')).toBe(tile.src);
      expect(img.getAttribute('alt')).toBe('');
      expect(img.getAttribute('aria-hidden')).toBe('true');
      expect(img.getAttribute('loading')).toBe(tile.loading);
      expect(img.getAttribute('fetchpriority')).toBe(tile.priority === 'high' ? 'high' : null);
      expect(img.getAttribute('style')).toContain(`left:calc(50% + ${tile.x}px);top:calc(50% + ${tile.y}px)`);
    }
    expect(imgs.filter((img) => img.getAttribute('fetchpriority') === 'high').length).toBeGreaterThan(0);
    // Leaflet's rounding of the centre for odd container sizes, in CSS.
    const shifted = root.firstElementChild!.nextElementSibling as HTMLElement;
    expect(shifted.getAttribute('style')).toContain(`translate(calc(${grid.rx}px - round(${grid.fx}px - 50%, 1px) - 50%), calc(${grid.ry}px - round(${grid.fy}px - 50%, 1px) - 50%))`);
  });

  it('takes the tiles outside a smaller container off the page with container queries', () => {
    const grid = staticTileGrid(DEFAULT_MAP_TILE_URL)!;
    const { box } = serverRender(DEFAULT_MAP_TILE_URL);
    expect(box.querySelector('style')!.textContent).toBe(outsideRules(grid.tiles));
    const far = grid.tiles.findIndex((t) => t.outsideBelow.width > 0 && t.outsideBelow.height > 0);
    const img = box.querySelectorAll('img')[far]!;
    const { width, height } = grid.tiles[far]!.outsideBelow;
    expect(img.getAttribute('data-outside-w')).toBe(String(width));
    expect(img.getAttribute('data-outside-h')).toBe(String(height));
    expect(outsideRules(grid.tiles)).toContain(`@container cq-static-tiles (max-width: ${width}px) { [data-outside-w="${width}"] { display: none } }`);
    expect(outsideRules(grid.tiles)).toContain(`@container cq-static-tiles (max-height: ${height}px) { [data-outside-h="${height}"] { display: none } }`);
    // The centre tiles are never taken off.
    const centre = grid.tiles.findIndex((t) => t.priority === 'high');
    expect(box.querySelectorAll('img')[centre]!.hasAttribute('data-outside-w')).toBe(false);
  });

  it("offers the '@2x' tiles to retina screens when the template has {r}", () => {
    const { box } = serverRender('https://{s}.tiles.example/{z}/{x}/{y}{r}.png');
    const picture = box.querySelector('picture')!;
    const source = picture.querySelector('source')!;
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^https:\/\/[abc]\.tiles\.example\/14\/\d+\/\d+\.png$/);
    expect(source.getAttribute('srcset')).toBe(img.getAttribute('src')!.replace('.png', '@2x.png'));
    expect(source.getAttribute('media')).toContain('min-resolution: 1.001dppx');
  });

  it('hydrates the server render without a difference', async () => {
    const { html } = serverRender(DEFAULT_MAP_TILE_URL);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, <StaticTiles url={DEFAULT_MAP_TILE_URL} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelectorAll('img')).toHaveLength(staticTileGrid(DEFAULT_MAP_TILE_URL)!.tiles.length);
  });
});
