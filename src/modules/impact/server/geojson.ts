import type { Period } from '../../../shared/geo-area';
import { HOTSPOT_RADIUS_M, HOTSPOT_WINDOW_DAYS } from '../../tasks/contract';
import type { HotspotDto } from '../contract';

/** The properties of a hotspot Feature (snake_case, like the tasks export's). */
export interface HotspotProperties {
  re_reports: number;
  cleanups: number;
  /** YYYY-MM-DD, UTC */
  last_reported_on: string;
  /** YYYY-MM-DD, UTC */
  last_cleaned_on: string;
}

/**
 * RFC 7946: one Point Feature per hotspot (`[longitude, latitude]`). Foreign members (RFC 7946 6.1):
 * `license` and `attribution` as in the tasks export, `criteria` (what makes a hotspot) and `period`
 * (which re-reports were counted, UTC days).
 */
export function hotspotsFeatureCollection(hotspots: HotspotDto[], o: { period: Period; attribution: string; license: { name: string; spdx: string; url: string } }) {
  return {
    type: 'FeatureCollection' as const,
    license: { name: o.license.name, spdx: o.license.spdx, url: o.license.url },
    attribution: o.attribution,
    criteria: { radius_m: HOTSPOT_RADIUS_M, window_days: HOTSPOT_WINDOW_DAYS },
    period: { since: o.period.since.toISOString().slice(0, 10), until: new Date(o.period.until.getTime() - 1).toISOString().slice(0, 10) },
    features: hotspots.map((h) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [h.longitude, h.latitude] },
      properties: { re_reports: h.reReports, cleanups: h.cleanups, last_reported_on: h.lastReportedOn, last_cleaned_on: h.lastCleanedOn } satisfies HotspotProperties,
    })),
  };
}
