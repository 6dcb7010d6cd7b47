// @vitest-environment jsdom
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { CurrentUserContext, type CurrentUser } from '../../../client/session/current-user';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { DEFAULT_MAP_TILE_URL } from '../../../shared/map-tiles';
import { staticTileGrid } from './map/tile-grid';
import MapScreen from './MapScreen';
import type * as MapControlsModule from './map/MapControls';
import { testUser } from './test-api';
import { mountedComponents } from './test-fibers';
import { sampleTask } from './test-tasks';
import { givePhoneMapSize } from './test-map-size';

/** Renders of the map's controls: each render of the screen renders them again (new handlers). */
const renders = vi.hoisted(() => ({ controls: 0 }));
vi.mock('./map/MapControls', async (importOriginal) => {
  const actual = await importOriginal<typeof MapControlsModule>();
  function MapControls(props: Parameters<typeof actual.MapControls>[0]) {
    renders.controls++;
    return actual.MapControls(props);
  }
  return { ...actual, MapControls };
});

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

describe('Map screen and the current user', () => {
  let setUser!: (user: CurrentUser) => void;
  function UserSwitch({ children }: { children: ReactNode }) {
    const [user, set] = useState(testUser);
    setUser = set;
    return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
  }

  it('does not render again when the current user changes (the guest session arriving, coins after a reward)', async () => {
    stubFetch({
      'GET /api/config': { mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: '© OpenStreetMap contributors' },
      'GET /api/tasks/available': tasks,
    });
    // One element for the whole test: only a context change can render the screen again.
    const screenElement = <MapScreen geolocation={fakeGeolocation('never').geolocation} />;
    const { container } = renderWithProviders(<UserSwitch>{screenElement}</UserSwitch>, { route: '/map' });
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    await screen.findByText('2 task(s) available');
    await waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon').length).toBeGreaterThan(0));
    // Settled: nothing renders any more by itself.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    const before = renders.controls;
    expect(before).toBeGreaterThan(0);
    await act(async () => setUser({ ...testUser, totalCoins: testUser.totalCoins + 50, level: testUser.level + 1 }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    // Before, the screen read the user for its GPS marker: the whole map (Leaflet, every marker) rendered again.
    expect(renders.controls).toBe(before);
  });

  it("shows the current user's name and level at the GPS position, and follows a new user", async () => {
    stubFetch({
      'GET /api/config': { mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: '© OpenStreetMap contributors' },
      'GET /api/tasks/available': tasks,
    });
    const here = fakeGeolocation({ latitude: 51.49, longitude: 11.97, accuracy: 12 }).geolocation;
    const { container } = renderWithProviders(
      <UserSwitch>
        <MapScreen geolocation={here} />
      </UserSwitch>,
      { route: '/map' },
    );
    await waitFor(() => expect(container.querySelector('.leaflet-marker-icon[title^="Your position: "]')).not.toBeNull(), { timeout: 5000 });
    const you = () => container.querySelector('.leaflet-marker-icon[title^="Your position: "]')!;
    expect(you().getAttribute('title')).toBe(`Your position: ${testUser.displayName}`);
    expect(you().querySelector('.cq-user__initial')!.textContent).toBe('T');
    expect(you().querySelector('.cq-user__level')!.textContent).toBe(String(testUser.level));
    await act(async () => setUser({ ...testUser, displayName: 'Ada Lovelace', level: testUser.level + 3 }));
    await waitFor(() => expect(you().querySelector('.cq-user__level')!.textContent).toBe(String(testUser.level + 3)), { timeout: 5000 });
    expect(you().querySelector('.cq-user__initial')!.textContent).toBe('A');
  });
});
