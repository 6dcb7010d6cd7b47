/*
 * Issue 23, light on mobile data: a photo is scaled down on the phone before it is uploaded (the
 * server keeps 1600 px anyway), after its EXIF time and position were read, which go along as form
 * fields so the evidence survives the scaling. This file holds the decisions and the form fields
 * (plain functions, tested in jsdom); prepare-photo-browser.ts does the decoding and drawing and is
 * loaded only when a photo is picked.
 */

/** The long side the server keeps (PHOTO_MAIN_SIZE); scaling below it would lose detail the server keeps. */
export const PREPARED_MAX_EDGE = 1600;
/** A photo at most 1600 px and at most this big is sent as it is: scaling it would save little. */
export const SMALL_PHOTO_BYTES = 1.5 * 1024 * 1024;
export const PREPARED_JPEG_QUALITY = 0.85;
/** A camera clock this far ahead of the device's is not believed (the server applies the same rule). */
const FUTURE_SLACK_MS = 5 * 60_000;
const EARLIEST = Date.UTC(2000, 0, 1);

/** What the original file's EXIF says about when and where it was taken. */
export interface PhotoExif {
  /** ISO 8601. */
  takenAt?: string;
  latitude?: number;
  longitude?: number;
}

export type ScaleDecision =
  | { scale: true; width: number; height: number }
  | { scale: false; reason: 'small' | 'undecodable' };

/**
 * Whether to re-encode a photo of this (orientation-applied) size and file size, and to what size:
 * the long side to at most 1600 px, keeping the aspect ratio. `decoded` false: the browser could not
 * decode it (HEIC outside Safari), so the original goes and the server converts it.
 */
export function scaleDecision(photo: { width: number; height: number; bytes: number; decoded: boolean }): ScaleDecision {
  if (!photo.decoded || !(photo.width > 0 && photo.height > 0)) return { scale: false, reason: 'undecodable' };
  const long = Math.max(photo.width, photo.height);
  if (long <= PREPARED_MAX_EDGE && photo.bytes <= SMALL_PHOTO_BYTES) return { scale: false, reason: 'small' };
  const factor = Math.min(1, PREPARED_MAX_EDGE / long);
  return { scale: true, width: Math.max(1, Math.round(photo.width * factor)), height: Math.max(1, Math.round(photo.height * factor)) };
}

/** The scaled file's name: the original's with .jpg ('IMG_0042.HEIC' -> 'IMG_0042.jpg'). */
export function preparedName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '');
  return `${base || 'photo'}.jpg`;
}

const coordinate = (v: unknown, max: number): number | null => (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= max ? v : null);

/**
 * The EXIF tags exifr gives (`DateTimeOriginal` or `CreateDate` as a Date, `latitude` and
 * `longitude` in decimal degrees) as PhotoExif, dropping what cannot be evidence: a time before
 * 2000 or more than five minutes after `now`, a position out of range, half of one, or 0/0.
 */
export function exifFromTags(tags: Record<string, unknown> | null | undefined, now: Date): PhotoExif {
  if (!tags) return {};
  const out: PhotoExif = {};
  const original = tags.DateTimeOriginal instanceof Date && !Number.isNaN(tags.DateTimeOriginal.getTime()) ? tags.DateTimeOriginal : null;
  let when = original ?? [tags.CreateDate, tags.DateTime].find((d): d is Date => d instanceof Date && !Number.isNaN(d.getTime()));
  // exifr reads the zone-less EXIF time as this device's local time; the phone's own offset, when it wrote one, is exact.
  const offset = original && typeof tags.OffsetTimeOriginal === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(tags.OffsetTimeOriginal.trim()) : null;
  if (when && offset) {
    const wall = Date.UTC(when.getFullYear(), when.getMonth(), when.getDate(), when.getHours(), when.getMinutes(), when.getSeconds());
    when = new Date(wall - (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000);
  }
  if (when && when.getTime() >= EARLIEST && when.getTime() <= now.getTime() + FUTURE_SLACK_MS) out.takenAt = when.toISOString();
  const lat = coordinate(tags.latitude, 90);
  const lon = coordinate(tags.longitude, 180);
  if (lat !== null && lon !== null && !(lat === 0 && lon === 0)) {
    out.latitude = Math.round(lat * 1e6) / 1e6;
    out.longitude = Math.round(lon * 1e6) / 1e6;
  }
  return out;
}

/** The form fields the upload endpoints take (photos/schemas.ts browserExifFields), only those known. */
export function exifFormFields(exif: PhotoExif | null | undefined): [string, string][] {
  if (!exif) return [];
  const fields: [string, string][] = [];
  if (exif.takenAt) fields.push(['exifTakenAt', exif.takenAt]);
  if (exif.latitude !== undefined && exif.longitude !== undefined) {
    fields.push(['exifLatitude', String(exif.latitude)], ['exifLongitude', String(exif.longitude)]);
  }
  return fields;
}

/**
 * The EXIF read from a photo before it was scaled travels with the prepared file: the forms keep a
 * File, and whoever builds the multipart body asks for its fields (appendPhotoExif).
 */
const exifOfFile = new WeakMap<Blob, PhotoExif>();

export function rememberExif(file: Blob, exif: PhotoExif): void {
  exifOfFile.set(file, exif);
}

export function exifOf(file: Blob | null | undefined): PhotoExif | null {
  return (file && exifOfFile.get(file)) ?? null;
}

/** Appends the photo's EXIF fields (exifTakenAt, exifLatitude, exifLongitude) to an upload form. */
export function appendPhotoExif(form: FormData, file: Blob): void {
  for (const [name, value] of exifFormFields(exifOf(file))) form.append(name, value);
}

/** The file input's accept list: any image, and HEIC/HEIF by name and type (some browsers know neither). */
export const PHOTO_ACCEPT = 'image/*,.heic,.heif,image/heic,image/heif';
