import type { NotificationDto } from '../contract';
import type { NotificationRow } from './models';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** A notification as the API shows it (the row's data was written by notify() for its kind). */
export function toNotificationDto(r: NotificationRow): NotificationDto {
  return { id: r.id, kind: r.kind, data: r.data, createdAt: iso(r.created_at)!, readAt: iso(r.read_at) } as unknown as NotificationDto;
}

/** A notification in the person's data export. */
export function toNotificationExport(r: NotificationRow) {
  return { id: r.id, kind: r.kind, data: r.data, createdAt: iso(r.created_at), readAt: iso(r.read_at) };
}
