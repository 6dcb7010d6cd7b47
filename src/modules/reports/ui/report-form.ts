import { ApiError } from '../../../client/api';
import type { PhotoExif } from '../../../client/photo/prepare-photo';
import { appendBlurRegions } from '../../../client/photo/faces/upload-regions';
import { PHOTO_MAX_BYTES, type PhotoLicence } from '../../photos/contract';
import type { LitterTag } from '../../litter/contract';
import type { Hazard, ReportSize } from '../../tasks/contract';
import { REPORT_MESSAGES, reportFieldsSchema } from '../schemas';

/** Spec 3, Report submission fields: the fixed values the form sends. */
export const REPORT_SUBMISSION_DEFAULTS = {
  imageUrl: 'placeholder',
  wasteType: 'Mixed',
  estimatedEffort: 15,
  priority: 'medium',
  reward: 10,
} as const;

export interface ReportCoordinates {
  latitude: number;
  longitude: number;
  /** Metres; null when the position came from a chosen address. */
  accuracy: number | null;
  source: 'gps' | 'suggestion';
}

export interface ReportSubmission {
  userId: string;
  imageUrl: string;
  location: string;
  latitude?: number;
  longitude?: number;
  wasteType: string;
  estimatedEffort: number;
  priority: string;
  reward: number;
  /** Issue 23: 'No, it's a different spot' after the 'Is this the same spot?' question. */
  notDuplicate?: boolean;
  /** Sent only when the reporter allowed reuse of the photo in open data (issue 22). */
  photoLicence?: PhotoLicence;
  /** Issue 23: the photo's EXIF time and position, read in the browser before it scaled the photo. */
  exifTakenAt?: string;
  exifLatitude?: number;
  exifLongitude?: number;
  /** Issue 24: the litter tags the reporter chose (optional; sent as JSON text). */
  tags?: LitterTag[];
  /** Issue 24: the photo analysis (POST /api/analysis) whose AI analysis the task takes. */
  analysisId?: string;
  /** Issue 24: how much litter (optional). */
  size?: ReportSize;
  /** Issue 24: hazards at the spot (optional; sent as JSON text). */
  hazards?: Hazard[];
  /** Issue 42: share the person's confirmed e-mail (the verified account one, else the confirmed alerts one) with the city (sent only when ticked; a queued report keeps it as a field). */
  shareEmailWithCity?: boolean;
}

export function toSubmission(
  userId: string,
  location: string,
  coordinates: ReportCoordinates | null,
  photoLicence: PhotoLicence | null = null,
  photoExif: PhotoExif | null = null,
): ReportSubmission {
  return {
    userId,
    imageUrl: REPORT_SUBMISSION_DEFAULTS.imageUrl,
    location: location.trim(),
    ...(coordinates ? { latitude: coordinates.latitude, longitude: coordinates.longitude } : {}),
    wasteType: REPORT_SUBMISSION_DEFAULTS.wasteType,
    estimatedEffort: REPORT_SUBMISSION_DEFAULTS.estimatedEffort,
    priority: REPORT_SUBMISSION_DEFAULTS.priority,
    reward: REPORT_SUBMISSION_DEFAULTS.reward,
    ...(photoLicence ? { photoLicence } : {}),
    ...(photoExif?.takenAt ? { exifTakenAt: photoExif.takenAt } : {}),
    ...(photoExif?.latitude !== undefined && photoExif.longitude !== undefined ? { exifLatitude: photoExif.latitude, exifLongitude: photoExif.longitude } : {}),
  };
}

/**
 * The multipart body: the text fields first, then the regions blurred on the phone (`blurRegions`,
 * issue 39), then the photo as `image`. Unknown coordinates are omitted.
 */
export function toFormData(fields: ReportSubmission, photo: File): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    // Lists (the litter tags) go as JSON text.
    if (value !== undefined) data.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  appendBlurRegions(data, photo);
  data.append('image', photo, photo.name || 'photo.jpg');
  return data;
}

export type PhotoProblem = 'notImage' | 'unsupported' | 'tooLarge';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];
const ACCEPTED_EXT = /\.(jpe?g|png|webp|avif|hei[cf])$/i;

/**
 * Client-side pre-check that matches the server's photo pipeline (JPEG, PNG, WebP, AVIF, HEIC up to 15 MB),
 * so a wrong file is refused before a long upload. The server still checks the bytes.
 */
export function checkPhoto(file: Pick<File, 'type' | 'size' | 'name'>): PhotoProblem | null {
  const type = file.type.toLowerCase();
  if (type && !type.startsWith('image/')) return 'notImage';
  if (type && !ACCEPTED.includes(type)) return 'unsupported';
  if (!type && !ACCEPTED_EXT.test(file.name) && /\.[a-z0-9]+$/i.test(file.name)) return 'notImage';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

export type FieldProblem = 'locationRequired' | 'locationTooLong' | { message: string };

/** Runs the server's yup schema on the text fields; null when they pass. */
export function checkFields(fields: ReportSubmission): FieldProblem | null {
  try {
    reportFieldsSchema.validateSync(fields, { abortEarly: true });
    return null;
  } catch (err) {
    const message = (err as Error).message;
    if (message === REPORT_MESSAGES.locationRequired) return 'locationRequired';
    if (message.startsWith('Location must be at most')) return 'locationTooLong';
    return { message };
  }
}

/** The error JSON of a failed upload: { error, code }; null when it is not ours (HTML, network). */
export function uploadErrorBody(err: unknown): { error: string; code: string | null } | null {
  if (!(err instanceof ApiError)) return null;
  try {
    const parsed = JSON.parse(err.body) as { error?: unknown; code?: unknown };
    if (typeof parsed?.error === 'string' && parsed.error) return { error: parsed.error, code: typeof parsed.code === 'string' ? parsed.code : null };
  } catch {
    // Not JSON, e.g. a proxy's HTML page.
  }
  return null;
}
