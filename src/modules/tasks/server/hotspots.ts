import type { Hotspot } from '../contract';
import type { ReReportEdge } from './area-repository';

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * Groups re-reports into places: a re-report and the cleanup it followed belong to one place, and so
 * does everything joined to them through further pairs (a re-report that was cleaned and re-reported
 * again, two re-reports of one cleanup). Each place counts its distinct re-reports and cleanups and sits
 * at the middle of its tasks. Most re-reports first, then the most recently re-reported.
 */
export function groupHotspots(edges: readonly ReReportEdge[], limit: number): Hotspot[] {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    // Path compression: later look-ups go straight to the root.
    for (let at = id; at !== root; ) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const points = new Map<string, { lat: number; lon: number }>();
  for (const e of edges) {
    for (const [id, lat, lon] of [[e.reportTaskId, e.reportLat, e.reportLon], [e.cleanedTaskId, e.cleanedLat, e.cleanedLon]] as const) {
      if (!parent.has(id)) parent.set(id, id);
      points.set(id, { lat, lon });
    }
    const a = find(e.reportTaskId);
    const b = find(e.cleanedTaskId);
    if (a !== b) parent.set(a, b);
  }
  interface Place { members: Set<string>; reports: Set<string>; cleanups: Set<string>; lastReported: number; lastCleaned: number }
  const places = new Map<string, Place>();
  for (const e of edges) {
    const root = find(e.reportTaskId);
    let p = places.get(root);
    if (!p) places.set(root, (p = { members: new Set(), reports: new Set(), cleanups: new Set(), lastReported: 0, lastCleaned: 0 }));
    p.members.add(e.reportTaskId).add(e.cleanedTaskId);
    p.reports.add(e.reportTaskId);
    p.cleanups.add(e.cleanedTaskId);
    p.lastReported = Math.max(p.lastReported, e.reportedAt.getTime());
    p.lastCleaned = Math.max(p.lastCleaned, e.cleanedAt.getTime());
  }
  return [...places.values()]
    .map((p) => {
      const pts = [...p.members].map((id) => points.get(id)!);
      return {
        latitude: round5(pts.reduce((s, x) => s + x.lat, 0) / pts.length),
        longitude: round5(pts.reduce((s, x) => s + x.lon, 0) / pts.length),
        reReports: p.reports.size,
        cleanups: p.cleanups.size,
        lastReportedAt: new Date(p.lastReported).toISOString(),
        lastCleanedAt: new Date(p.lastCleaned).toISOString(),
      };
    })
    .sort((a, b) => b.reReports - a.reReports || b.lastReportedAt.localeCompare(a.lastReportedAt) || a.latitude - b.latitude || a.longitude - b.longitude)
    .slice(0, limit);
}
