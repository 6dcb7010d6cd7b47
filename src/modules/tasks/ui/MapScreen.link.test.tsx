// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { DEFAULT_MAP_TILE_URL } from '../../../shared/map-tiles';
import MapScreen from './MapScreen';
import { testUser } from './test-api';
import { sampleTask } from './test-tasks';
import { givePhoneMapSize } from './test-map-size';

givePhoneMapSize();
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Issue 24: an area alert links to `/map?task=<id>&lat=..&lon=..`; the map starts there and opens the task. */
describe('Map screen opened from a link to a task', () => {
  const linked = sampleTask({ id: 't2', report: { latitude: 52.52, longitude: 13.405, wasteType: 'organic', location: 'Old mill' } });

  function setup(route: string) {
    const calls = stubFetch({
      'GET /api/config': { mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: '© OpenStreetMap contributors' },
      'GET /api/tasks/available': [sampleTask({ id: 't1' }), linked],
    });
    const view = renderWithProviders(<MapScreen geolocation={fakeGeolocation('never').geolocation} />, { user: testUser, route });
    return { calls, ...view };
  }

  it('asks for the tasks around the linked place and opens the task’s details', async () => {
    const { calls } = setup('/map?task=t2&lat=52.52&lon=13.405');
    expect(await screen.findByRole('button', { name: 'Close details' }, { timeout: 10_000 })).toBeTruthy();
    const boxes = calls.filter((c) => c.url.startsWith('/api/tasks/available')).map((c) => new URL(c.url, 'http://x').searchParams);
    expect(boxes.some((q) => Number(q.get('minLatitude')) < 52.52 && Number(q.get('maxLatitude')) > 52.52 && Number(q.get('minLongitude')) < 13.405 && Number(q.get('maxLongitude')) > 13.405)).toBe(true);
  });

  it('opens nothing without a link', async () => {
    const { container } = setup('/map');
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    await screen.findByText('2 task(s) available');
    expect(screen.queryByRole('button', { name: 'Close details' })).toBeNull();
  });
});
