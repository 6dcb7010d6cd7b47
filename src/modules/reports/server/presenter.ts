import { publicReportView, publicTime } from '../../../shared/public-view';
import type { PublicReportDto, ReportDto } from '../contract';
import type { ReportRow } from './models';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A person's report as the API shows it to them (POST /api/reports). */
export function toReportDto(r: ReportRow & { user_id: string }): ReportDto {
  return {
    id: r.id,
    userId: r.user_id,
    latitude: r.latitude,
    longitude: r.longitude,
    positionSource: r.position_source,
    location: r.location,
    wasteType: r.waste_type,
    priority: r.priority,
    estimatedEffort: r.estimated_effort,
    reward: r.reward,
    description: r.description,
    imageUrl: r.image_url,
    thumbnailUrl: r.thumbnail_url,
    createdAt: iso(r.created_at),
  };
}

/**
 * A report as anyone may see it: where and what, never who (no user or partner id), in the public
 * view every channel shows (src/shared/public-view.ts: the point to 5 places, the day, contacts masked).
 */
export function toPublicReport(r: ReportRow): PublicReportDto {
  return publicReportView({
    id: r.id,
    latitude: r.latitude,
    longitude: r.longitude,
    positionSource: r.position_source,
    location: r.location,
    description: r.description,
    photoId: r.photo_id,
    createdAt: publicTime(r.created_at),
  });
}

/** A report in its reporter's data export: with its photo, without the reporter's own id. */
export function toReportExport(r: ReportRow) {
  return {
    id: r.id,
    photoId: r.photo_id,
    imageUrl: r.image_url,
    thumbnailUrl: r.thumbnail_url,
    latitude: r.latitude,
    longitude: r.longitude,
    positionSource: r.position_source,
    location: r.location,
    wasteType: r.waste_type,
    priority: r.priority,
    estimatedEffort: r.estimated_effort,
    reward: r.reward,
    description: r.description,
    size: r.size ?? null,
    hazards: r.hazards ?? [],
    /** Issue 42: the choice to share the account's e-mail address with the city for follow-ups. */
    shareEmailWithCity: r.share_email_with_city === true,
    createdAt: iso(r.created_at),
  };
}
