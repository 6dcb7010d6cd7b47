// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { L } from './leaflet-parts';

/**
 * The embed's Leaflet is a subset built from Leaflet's source modules (leaflet-parts.ts), to keep the
 * embed well inside its 50 KB budget. These tests keep it honest: nothing in the widget pulls in the
 * whole Leaflet bundle again, and the subset still has what the embedded map needs.
 */
describe('the embed map’s Leaflet parts', () => {
  afterEach(() => document.body.replaceChildren());

  it('no widget file imports the whole Leaflet bundle (types only)', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    for (const file of fs.readdirSync(dir).filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const wholeImports = source.match(/^import\s+(?!type\b)[^;]*from\s+'leaflet'/gm) ?? [];
      expect({ file, wholeImports }).toEqual({ file, wholeImports: [] });
    }
  });

  it('makes a map with the interaction handlers and controls a visitor uses', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const map = L.map(container, { maxZoom: 19, zoomControl: true }).setView([51.48, 11.97], 14);
    // Registered by importing the handler modules: without them these are undefined.
    expect(map.dragging?.enabled()).toBe(true);
    expect(map.keyboard?.enabled()).toBe(true);
    expect(map.scrollWheelZoom?.enabled()).toBe(true);
    expect(map.doubleClickZoom?.enabled()).toBe(true);
    expect(map.touchZoom).toBeDefined();
    expect(container.querySelector('.leaflet-control-zoom-in')).not.toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')).not.toBeNull();
    map.remove();
  });

  it('shows markers with HTML icons and opens a popup on a marker', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const map = L.map(container).setView([51.48, 11.97], 14);
    const layer = L.layerGroup().addTo(map);
    L.tileLayer('http://127.0.0.1:9/{z}/{x}/{y}.png', { attribution: 'Tiles' }).addTo(map);
    const icon = L.divIcon({ className: '', html: '<span class="cq-marker">x</span>', iconSize: [32, 32] });
    const content = document.createElement('p');
    content.textContent = 'A task';
    const marker = L.marker([51.48, 11.97], { icon, title: 'Plastic', keyboard: true }).bindPopup(() => content);
    layer.addLayer(marker);
    expect(container.querySelector('.cq-marker')).not.toBeNull();
    expect(container.querySelector('[title="Plastic"]')?.getAttribute('tabindex')).toBe('0');
    marker.openPopup();
    expect(container.querySelector('.leaflet-popup-content')?.textContent).toBe('A task');
    L.popup().setLatLng([51.481, 11.971]).setContent('Other').openOn(map);
    expect(container.querySelector('.leaflet-popup-content')?.textContent).toBe('Other');
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('Tiles');
    layer.clearLayers();
    expect(container.querySelector('.cq-marker')).toBeNull();
    map.remove();
  });
});
