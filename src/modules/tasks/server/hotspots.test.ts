import { describe, expect, it } from 'vitest';
import type { ReReportEdge } from './area-repository';
import { groupHotspots } from './hotspots';

const day = (d: number) => new Date(Date.UTC(2027, 0, d));
const edge = (r: string, rAt: number, rLat: number, c: string, cAt: number, cLat: number, lon = 11): ReReportEdge => ({
  reportTaskId: r, reportedAt: day(rAt), reportLat: rLat, reportLon: lon, cleanedTaskId: c, cleanedAt: day(cAt), cleanedLat: cLat, cleanedLon: lon,
});

describe('groupHotspots', () => {
  it('is empty without re-reports', () => {
    expect(groupHotspots([], 10)).toEqual([]);
  });

  it('joins a chain (cleaned, re-reported, cleaned again, re-reported) and two re-reports of one cleanup into one place', () => {
    const place = groupHotspots(
      [
        edge('r1', 10, 48.0001, 'c1', 5, 48.0),
        // r1 was cleaned later and re-reported again.
        edge('r2', 30, 48.0002, 'r1', 20, 48.0001),
        // A second re-report of the first cleanup.
        edge('r3', 12, 48.0, 'c1', 5, 48.0),
      ],
      10,
    );
    expect(place).toEqual([
      // Members c1, r1, r2, r3: their middle (48.000075, to 5 decimals); three re-reports; cleanups c1 and r1.
      { latitude: 48.00008, longitude: 11, reReports: 3, cleanups: 2, lastReportedAt: day(30).toISOString(), lastCleanedAt: day(20).toISOString() },
    ]);
  });

  it('counts a re-report near two cleanups once, and orders places by re-reports, then the latest', () => {
    const places = groupHotspots(
      [
        edge('a1', 10, 50, 'x1', 1, 50),
        edge('a1', 10, 50, 'x2', 2, 50.0001),
        edge('b1', 40, 51, 'y1', 35, 51),
        edge('c1', 20, 52, 'z1', 15, 52),
        edge('c2', 25, 52, 'z1', 15, 52),
      ],
      10,
    );
    expect(places.map((p) => [p.latitude, p.reReports, p.cleanups])).toEqual([
      [52, 2, 1],
      [51, 1, 1],
      [50.00003, 1, 2],
    ]);
    expect(groupHotspots([edge('a1', 10, 50, 'x1', 1, 50), edge('b1', 40, 51, 'y1', 35, 51)], 1)).toHaveLength(1);
  });
});
