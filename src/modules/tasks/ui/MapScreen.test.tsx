// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { DEFAULT_MAP_TILE_URL } from '../../../shared/map-tiles';
import { staticTileGrid } from './map/tile-grid';
import MapScreen from './MapScreen';
import { testUser } from './test-api';
import { mountedComponents } from './test-fibers';
import { sampleTask } from './test-tasks';
import { givePhoneMapSize } from './test-map-size';

givePhoneMapSize();
afterEach(() => {
  vi.unstubAllGlobals();
});

const tasks = [sampleTask({ id: 't1' }), sampleTask({ id: 't2', report: { latitude: 51.484, longitude: 11.972, wasteType: 'organic', location: 'Old mill' } })];

function setup() {
  stubFetch({
    'GET /api/config': { mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: '© OpenStreetMap contributors' },
    'GET /api/tasks/available': tasks,
  });
  return renderWithProviders(<MapScreen geolocation={fakeGeolocation('never').geolocation} />, { user: testUser, route: '/map' });
}

/** Hidden at start: they show only when the list, a popup, a tooltip or a task's details are opened. */
const HIDDEN_AT_START = ['TasksInView', 'Drawer', 'Modal', 'TaskDetailSheet', 'TaskPopup', 'UserPopup', 'TaskCard', 'Tooltip', 'Popper'];

describe('Map screen at start', () => {
  it('mounts nothing hidden: no list, drawer, detail sheet, popup or tooltip until one is opened', async () => {
    const { container } = setup();
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    await screen.findByText('2 task(s) available');
    const mounted = mountedComponents(container);
    expect(mounted.get('TaskMap')).toBe(1);
    expect(mounted.get('MapControls')).toBe(1);
    expect(HIDDEN_AT_START.filter((name) => mounted.has(name))).toEqual([]);

    // The list mounts (its code loads) at the first opening.
    await userEvent.click(screen.getByRole('button', { name: 'Show tasks in view as a list' }));
    await screen.findByRole('heading', { name: 'Tasks in view' });
    expect(mountedComponents(container).get('TasksInView')).toBe(1);
  });

  it("draws the start view's tiles as images, and removes them once Leaflet's tile layer has loaded", async () => {
    const { container } = setup();
    const grid = staticTileGrid(DEFAULT_MAP_TILE_URL)!;
    await waitFor(() => expect(container.querySelectorAll('[data-static-tiles] img')).toHaveLength(grid.tiles.length));
    // They lie under the map: the screen draws them before Leaflet's container.
    await waitFor(() => expect(container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
    const statics = container.querySelector('[data-static-tiles]')!;
    const leaflet = container.querySelector('.leaflet-container')!;
    expect(statics.compareDocumentPosition(leaflet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Leaflet asks for the same tiles.
    const srcs = new Set(grid.tiles.map((t) => t.src));
    for (const img of container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')) expect(srcs.has(img.src)).toBe(true);

    // Each Leaflet tile loads: the layer's 'load' follows, then the fade, then the static tiles go.
    for (const img of container.querySelectorAll('img.leaflet-tile')) fireEvent.load(img);
    expect(container.querySelector('[data-static-tiles]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[data-static-tiles]')).toBeNull());
  });
});
