import { describe, expect, it } from 'vitest';
import { boxForView } from './api/use-available-tasks';
import { buildClusterIndex, clustersInView, isCluster, MAX_MARKERS } from './clusters';
import { sampleTask } from './test-tasks';

function randomTasks(n: number, centre = { lat: 51.4828, lon: 11.9697 }, spread = 0.05) {
  let seed = 42;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  return Array.from({ length: n }, (_, i) =>
    sampleTask({ id: `t${i}`, report: { latitude: centre.lat + (rnd() - 0.5) * spread, longitude: centre.lon + (rnd() - 0.5) * spread * 1.6 } }),
  );
}

const total = (features: ReturnType<typeof clustersInView>) =>
  features.reduce((sum, f) => sum + (isCluster(f) ? (f.properties.point_count as number) : 1), 0);

describe('clustersInView', () => {
  const tasks = randomTasks(10_000);
  const index = buildClusterIndex(tasks);

  it('keeps 10,000 tasks in a phone view at zoom 14 under 300 markers, and counts all of them', () => {
    // A 390 x 600 px view at zoom 14 around the centre spans about 0.021 x 0.018 degrees; use the whole spread instead.
    const view = { bbox: [11.9, 51.45, 12.05, 51.51] as [number, number, number, number], zoom: 14 };
    const features = clustersInView(index, view);
    expect(features.length).toBeLessThanOrEqual(MAX_MARKERS);
    expect(total(features)).toBe(10_000);
  });

  it('stays under the cap even at the highest zoom with everything in view (a huge screen)', () => {
    const view = { bbox: [11.9, 51.45, 12.05, 51.51] as [number, number, number, number], zoom: 18 };
    const features = clustersInView(index, view);
    expect(features.length).toBeLessThanOrEqual(MAX_MARKERS);
    expect(total(features)).toBe(10_000);
  });

  it('shows single tasks when zoomed in on a few', () => {
    const few = buildClusterIndex([
      sampleTask({ id: 'a', report: { latitude: 51.48, longitude: 11.96 } }),
      sampleTask({ id: 'b', report: { latitude: 51.49, longitude: 11.98 } }),
    ]);
    const features = clustersInView(few, { bbox: [11.9, 51.45, 12.05, 51.51], zoom: 16 });
    expect(features.map((f) => (isCluster(f) ? 'cluster' : f.properties.taskId)).sort()).toEqual(['a', 'b']);
  });

  it('handles a world-wide view', () => {
    const features = clustersInView(index, { bbox: [-400, -90, 400, 90], zoom: 0 });
    expect(features.length).toBeGreaterThan(0);
    expect(total(features)).toBe(10_000);
  });
});

describe('boxForView', () => {
  it('pads and snaps the view, so a small pan keeps the same box (and query)', () => {
    const a = boxForView({ west: 11.95, south: 51.47, east: 11.99, north: 51.49, zoom: 14 });
    const b = boxForView({ west: 11.951, south: 51.4705, east: 11.991, north: 51.4905, zoom: 14 });
    expect(b).toEqual(a);
    expect(a.minLat).toBeLessThan(51.47);
    expect(a.maxLat).toBeGreaterThan(51.49);
    expect(a.minLon).toBeLessThan(11.95);
    expect(a.maxLon).toBeGreaterThan(11.99);
  });
  it('never leaves the world', () => {
    const box = boxForView({ west: -200, south: -95, east: 200, north: 95, zoom: 1 });
    expect(box).toEqual({ minLat: -90, maxLat: 90, minLon: -180, maxLon: 180 });
  });
});
