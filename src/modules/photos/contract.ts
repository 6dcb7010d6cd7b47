import type { Unit } from '../../server/unit-of-work';
import { PHOTO_LICENCE } from '../../shared/licences';
/**
 * photos module: the photo pipeline every upload goes through, the photos table, screening and
 * serving. The ONLY file other modules import (plus schemas.ts). No knex, no React.
 */

export const PHOTOS_API = Symbol.for('photos.api');

/** Limits of the shared photo pipeline. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_MAIN_SIZE = 1600;
export const PHOTO_THUMB_SIZE = 400;
/** HEIC/HEIF (iPhone photos) is converted on the server (issue 23). */
export const PHOTO_ACCEPTED_TYPES = 'JPEG, PNG, WebP, AVIF or HEIC';
export const PHOTO_TOO_LARGE = { status: 413, code: 'PHOTO_TOO_LARGE', message: 'The photo is larger than 15 MB. Please choose a smaller photo.' } as const;

export type PhotoPurpose = 'report' | 'completion' | 'profile' | 'avatar';

/**
 * The licence a person may give a photo of theirs when they send it, so it may be reused in open
 * data: only CC BY 4.0 (`src/shared/licences.ts`), only for report and completion photos, off unless
 * chosen. Stored per photo (`photos.licence`; null: no licence, only shown inside CleanQuest),
 * because the choice was made for that photo.
 */
export const PHOTO_LICENCES = [PHOTO_LICENCE.id] as const;
export type PhotoLicence = (typeof PHOTO_LICENCES)[number];
/**
 * POST /api/photos/licence-withdrawal (issue 39): the person withdraws the open licence of every photo
 * of theirs. Their photos carry no licence from then on, so the open-data exports and Open311 leave
 * them out (within their cache times); later photos carry one only when the person ticks the box for
 * that photo again. Copies already downloaded cannot be recalled.
 */
export interface PhotoLicenceWithdrawalResponse {
  /** How many of the person's photos carried the licence until now (0: none did; nothing changed). */
  withdrawn: number;
  /** When the withdrawal was recorded (ISO 8601). */
  withdrawnAt: string;
}

/** The photos that may carry a licence: what people photograph for a report or a cleanup, never a profile picture or an avatar. */
export const LICENSABLE_PURPOSES: readonly PhotoPurpose[] = ['report', 'completion'];

/**
 * A photo other sites may reuse (PhotosApi.openDataPhotos): public (not held, hidden or deleted) and
 * licensed by its uploader. Whoever shows it shows `attribution` with a link to `licenceUrl`.
 */
export interface OpenDataPhoto {
  photoId: string;
  /** Absolute URL of the image (PUBLIC_URL's origin + /api/photos/<id>); served to any site (CORS, Cross-Origin-Resource-Policy). */
  url: string;
  /** Absolute URL of the 400 px thumbnail. */
  thumbnailUrl: string;
  /** SPDX id: 'CC-BY-4.0'. */
  licence: PhotoLicence;
  /** 'CC BY 4.0' */
  licenceName: string;
  /** 'https://creativecommons.org/licenses/by/4.0/' */
  licenceUrl: string;
  /** 'Photo: CleanQuest contributor, CC BY 4.0' (never a person's name). */
  attribution: string;
}
export type ScreeningStatus = 'clear' | 'held' | 'unscreened';

/** Kept server-side as evidence; never served. */
export interface PhotoEvidence {
  gps: { latitude: number; longitude: number; altitude: number | null } | null;
  takenAt: string | null;
  camera: string | null;
}

/** Who blurred a region of a photo: the server's face detection, the phone's, or the person painting over it. */
export const BLUR_SOURCES = ['server', 'device', 'person'] as const;
export type BlurSource = (typeof BLUR_SOURCES)[number];
/** A blurred rectangle, in fractions (0..1) of the photo's width and height. */
export interface BlurRegion {
  x: number;
  y: number;
  w: number;
  h: number;
  by: BlurSource;
}
/** At most this many regions an upload may say it blurred (the `blurRegions` field); more is a 400. Shared with the phone's editor. */
export { BLUR_REGIONS_MAX } from '../../shared/face-blur';
/** 503 when the face detection cannot run: the photo is refused rather than stored with faces unblurred. */
export const PHOTO_FACE_CHECK_UNAVAILABLE_CODE = 'PHOTO_FACE_CHECK_UNAVAILABLE';
/**
 * The photos whose faces are blurred: what people photograph in the street for a report or a cleanup
 * (also event photos and Open311 media), shown on the map, in embeds and in open data. Not a profile
 * picture (a portrait its owner chose to show) nor an avatar (generated, no real person in it).
 */
export const FACE_BLUR_PURPOSES: readonly PhotoPurpose[] = ['report', 'completion'];
/** How many regions of a photo were blurred, by whom (what the API shows; the boxes stay server-side). */
export type BlurCounts = Record<BlurSource, number>;
/** How many of these regions each source blurred. */
export function blurCounts(regions: readonly BlurRegion[] | null | undefined): BlurCounts {
  const counts: BlurCounts = { server: 0, device: 0, person: 0 };
  for (const r of regions ?? []) counts[r.by] += 1;
  return counts;
}

/** A processed photo whose files are written but whose row is not yet committed. */
export interface StagedPhoto {
  id: string;
  ownerId: string | null;
  purpose: PhotoPurpose;
  width: number;
  height: number;
  bytes: number;
  originalFormat: string;
  /** The licence its uploader gave it (PHOTO_LICENCES), or null. */
  licence: PhotoLicence | null;
  evidence: PhotoEvidence;
  screening: { status: ScreeningStatus; score: number | null; screener: string | null };
  /** Every region blurred in the stored files: the server's detections and those the upload said it blurred (blurred again here). */
  blurredRegions: BlurRegion[];
  imageUrl: string;
  thumbnailUrl: string;
  /** Internal file keys. */
  keys: { main: string; thumb: string };
}

export interface PhotosApi {
  /**
   * Validates, re-encodes (metadata stripped), screens and writes the files. Throws a clear 4xx
   * HttpError for a bad upload. Call record() inside your unit of work, and discard() if it fails.
   */
  stage(data: Buffer, meta: StageMeta): Promise<StagedPhoto>;
  record(photo: StagedPhoto, unit: Unit): Promise<void>;
  discard(photo: StagedPhoto): Promise<void>;
  /** Evidence of a photo (server-side only). */
  evidence(photoId: string): Promise<PhotoEvidence | null>;
  /** The stored (re-encoded) main image of a photo, for server-side use such as verification. */
  readMain(photoId: string): Promise<Buffer | null>;
  /** The re-encoded main image of a staged (not yet recorded) photo. */
  readStaged(photo: StagedPhoto): Promise<Buffer>;
  /**
   * A person's picture was replaced: deletes, in the caller's unit of work, the rows of every other
   * photo of this owner and purpose (so their URLs answer 404 at once), and their files once it has
   * committed (the orphan sweep removes files a crash left).
   */
  deleteReplaced(ownerId: string, purpose: ReplaceablePurpose, keepId: string, unit: Unit): Promise<void>;
  /**
   * For each of these owners, deletes in the caller's unit of work every photo of this purpose except
   * their current one (`keepId`; null: they have none), their files once it has committed; returns
   * how many rows went. For pictures replaced before a replacement deleted the old one (issue 33): the
   * module that knows the current pictures sends its people in batches, their rows locked.
   */
  keepOnlyCurrent(purpose: ReplaceablePurpose, current: readonly { ownerId: string; keepId: string | null }[], unit: Unit): Promise<number>;
  /**
   * Of these ids, the photos everyone may see right now (not held, hidden or deleted), by photo id, with
   * their URLs; one query. For pages inside CleanQuest that show photos of public tasks (the partner
   * impact page); reuse elsewhere needs a licence (openDataPhotos). Ask again for each answer you serve.
   * With a unit, read in its transaction (a photo recorded in it counts; the notifications of a cleanup).
   */
  publicPhotos(photoIds: readonly string[], unit?: Unit): Promise<Map<string, PublicPhoto>>;
  /**
   * For open data (exports, Open311, partner pages): the photo as OpenDataPhoto when it is public
   * right now (not held, hidden or deleted) AND its uploader licensed it CC BY 4.0; otherwise null
   * (also for an unknown id). Ask again for each answer you serve: a moderator may hide it any time.
   */
  openDataPhotoUrl(photoId: string): Promise<OpenDataPhoto | null>;
  /**
   * The batch form, one query: of these ids (duplicates and non-UUIDs are ignored; call it per chunk
   * of a streamed export, e.g. 1000 ids), those that are open data, by photo id. An id missing from
   * the map has no photo to show; show the report without one.
   */
  openDataPhotos(photoIds: readonly string[]): Promise<Map<string, OpenDataPhoto>>;
}

/** What stage() needs besides the bytes. */
export interface StageMeta {
  ownerId: string | null;
  purpose: PhotoPurpose;
  /** The licence the uploader chose for this photo (only for LICENSABLE_PURPOSES); unset or null: none. */
  licence?: PhotoLicence | null;
  /**
   * What the browser read from the original file's EXIF before it scaled the photo (which drops the
   * metadata; issue 23): kept as evidence where the uploaded file itself carries none.
   */
  browserExif?: { takenAt?: string; latitude?: number; longitude?: number };
  /**
   * Regions the phone already blurred ('device') or the person painted over ('person'), validated
   * (schemas.ts blurRegionsField). Recorded and blurred again; the server still runs its own face detection.
   */
  blurRegions?: BlurRegion[];
}

/** PhotosApi.publicPhotos: a photo everyone may see, with its URLs (relative to the app's origin). */
export interface PublicPhoto {
  photoId: string;
  /** /api/photos/<id> */
  imageUrl: string;
  /** /api/photos/<id>/thumb */
  thumbnailUrl: string;
}

/** Photos a person has one of at a time (the profile picture, the avatar): a new one replaces the old. */
export type ReplaceablePurpose = Extract<PhotoPurpose, 'profile' | 'avatar'>;

/**
 * Cache-Control of a public photo: caches may keep it a minute, then must ask again (a conditional
 * request with the ETag: 304 while the photo is still public). A hidden, held or deleted photo is
 * refused at the next revalidation, so a moderator's hide reaches shared caches within a minute.
 */
export const PUBLIC_PHOTO_MAX_AGE_SECONDS = 60;

/** Message the uploader sees when screening holds their photo. */
export const HELD_PHOTO_MESSAGE =
  'Your photo is being checked by a moderator before others can see it. Your report is saved.';

/** Why a user flags a photo ('Report this photo'). */
export const PHOTO_FLAG_REASONS = ['inappropriate', 'personal_data', 'not_litter', 'other'] as const;
export type PhotoFlagReason = (typeof PHOTO_FLAG_REASONS)[number];
/**
 * Open flags from this many different registered accounts hold a photo (not served to the public)
 * until a moderator decides. Guest flags put a photo in the moderators' queue but do not count towards
 * the hold: guest sessions cost nothing, so three of them could otherwise hide any photo.
 */
export const PHOTO_FLAG_HOLD_THRESHOLD = 3;
/** How many photos one person may flag in a day (429 RATE_LIMITED beyond it). */
export const PHOTO_FLAG_DAILY_LIMIT = 20;
export const PHOTO_FLAG_DETAILS_MAX = 500;
export const PHOTO_MODERATION_REASON_MAX = 500;

/** POST /api/photos/{id}/flags answer. */
export interface PhotoFlagResponse {
  /** false when this person had already flagged the photo (nothing changed). */
  created: boolean;
  /** Whether the photo is now held for moderators (and no longer public). */
  held: boolean;
}

/** The photo id of a served photo URL (/api/photos/<id> or /api/photos/<id>/thumb), else null. */
export function photoIdFromUrl(url: string | null | undefined): string | null {
  const m = /^\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/thumb)?$/i.exec(url ?? '');
  return m ? m[1]!.toLowerCase() : null;
}

/** Where a photo is used (the tasks module answers for report and completion photos). */
export interface PhotoUse {
  photoId: string;
  kind: 'report' | 'completion';
  taskId: string;
  reportId: string | null;
  location: string | null;
  description: string;
}

export type ModerationQueue = 'pending' | 'hidden';

/** GET /api/admin/photos?queue=pending|hidden: one photo for a moderator to judge. */
export interface ModerationItemDto {
  id: string;
  purpose: PhotoPurpose;
  imageUrl: string;
  thumbnailUrl: string;
  createdAt: string;
  owner: { id: string; username: string | null } | null;
  screening: { status: ScreeningStatus; score: number | null; screener: string | null; released: boolean };
  /** 'screening': held by the nudity screening; 'flags': enough users flagged it; null: not held. */
  heldBy: 'screening' | 'flags' | null;
  /** How many regions were blurred before the photo was stored, by whom. */
  blurred: BlurCounts;
  hidden: boolean;
  moderationReason: string | null;
  flags: { count: number; reasons: Partial<Record<PhotoFlagReason, number>>; details: string[] };
  uses: PhotoUse[];
}

export interface ModerationQueueResponse {
  items: ModerationItemDto[];
}

/** POST /api/admin/photos/{id}/hide|restore|delete answer. */
export interface ModerationDecisionResponse {
  id: string;
  /** false when the photo already was in that state (nothing written). */
  changed: boolean;
  state: 'public' | 'held' | 'hidden' | 'deleted';
}

/** GET /api/photos/{id} of a photo a moderator deleted: 410 with this code. */
export const PHOTO_REMOVED_CODE = 'PHOTO_REMOVED';
/** 503 for a photo whose store cannot be reached right now (an S3 outage), as opposed to a 404 for a missing file. */
export const PHOTO_STORE_UNAVAILABLE_CODE = 'PHOTO_STORE_UNAVAILABLE';
