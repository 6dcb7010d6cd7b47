import type { PublicUserDto } from '../../guest/contract';
import { blurCounts, type ModerationItemDto, type PhotoFlagReason, type PhotoUse } from '../contract';
import type { PhotoFlagRow, PhotoRow } from './models';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A photo in the moderators' queue, with its open flags, its owner (as the guest module shows them) and where it is used. */
export function toModerationItem(
  r: PhotoRow,
  flags: Pick<PhotoFlagRow, 'reason' | 'details'>[],
  owner: PublicUserDto | undefined,
  uses: PhotoUse[],
): ModerationItemDto {
  const reasons: Partial<Record<PhotoFlagReason, number>> = {};
  for (const f of flags) reasons[f.reason] = (reasons[f.reason] ?? 0) + 1;
  const screeningHeld = r.screening_status === 'held' && !r.released_at;
  return {
    id: r.id,
    purpose: r.purpose,
    imageUrl: `/api/photos/${r.id}`,
    thumbnailUrl: `/api/photos/${r.id}/thumb`,
    createdAt: iso(r.created_at),
    owner: r.owner_id ? { id: r.owner_id, username: owner?.username ?? null } : null,
    screening: { status: r.screening_status, score: r.screening_score, screener: r.screener, released: !!r.released_at },
    heldBy: screeningHeld ? 'screening' : r.flag_held_at ? 'flags' : null,
    blurred: blurCounts(r.blurred_regions),
    hidden: !!r.hidden_at,
    moderationReason: r.moderation_reason,
    flags: { count: flags.length, reasons, details: flags.map((f) => f.details).filter((x): x is string => !!x) },
    uses,
  };
}

/** A photo in its owner's data export; `link` makes a photo's absolute URL. */
export function toPhotoExport(p: PhotoRow, link: (id: string, thumb?: boolean) => string) {
  return {
    id: p.id,
    purpose: p.purpose,
    url: p.deleted_at ? null : link(p.id),
    thumbnailUrl: p.deleted_at ? null : link(p.id, true),
    width: p.width,
    height: p.height,
    bytes: p.bytes,
    originalFormat: p.original_format,
    screeningStatus: p.screening_status,
    blurredRegions: p.blurred_regions ?? [],
    /** The licence the person gave the photo for open data (CC-BY-4.0), or null. */
    licence: p.licence ?? null,
    hidden: !!p.hidden_at,
    deletedByModerator: !!p.deleted_at,
    createdAt: iso(p.created_at),
    evidence: p.evidence,
  };
}

/** A flag ('Report this photo') in its author's data export. */
export function toFlagExport(f: PhotoFlagRow) {
  return {
    photoId: f.photo_id,
    reason: f.reason,
    details: f.details,
    createdAt: iso(f.created_at),
    resolution: f.resolution,
  };
}
