import type { AreaDto } from '../contract';
import type { AreaAlertSentRow, AreaSubscriptionRow } from './models';

const iso = (d: Date | string) => new Date(d).toISOString();

/** An area as the API shows it (its owner only). */
export function toAreaDto(r: AreaSubscriptionRow): AreaDto {
  return { id: r.id, name: r.name, latitude: Number(r.latitude), longitude: Number(r.longitude), radiusM: r.radius_m, createdAt: iso(r.created_at) };
}

/** An alert given, in the person's data export. */
export function toAlertExport(r: AreaAlertSentRow) {
  return { kind: r.kind, reference: r.ref, areaId: r.area_id, createdAt: iso(r.created_at) };
}
