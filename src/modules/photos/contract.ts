/**
 * photos module: the photo pipeline every upload goes through, the photos table, screening and
 * serving. The ONLY file other modules import (plus schemas.ts). No knex, no React.
 */
import type { Knex } from 'knex';

export const PHOTOS_API = Symbol.for('photos.api');

/** Limits of the shared photo pipeline. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_MAIN_SIZE = 1600;
export const PHOTO_THUMB_SIZE = 400;
export const PHOTO_ACCEPTED_TYPES = 'JPEG, PNG, WebP or AVIF';
export const PHOTO_TOO_LARGE = { status: 413, code: 'PHOTO_TOO_LARGE', message: 'The photo is larger than 15 MB. Please choose a smaller photo.' } as const;

export type PhotoPurpose = 'report' | 'completion' | 'profile' | 'avatar';
export type ScreeningStatus = 'clear' | 'held' | 'unscreened';

/** Kept server-side as evidence; never served. */
export interface PhotoEvidence {
  gps: { latitude: number; longitude: number; altitude: number | null } | null;
  takenAt: string | null;
  camera: string | null;
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
  evidence: PhotoEvidence;
  screening: { status: ScreeningStatus; score: number | null; screener: string | null };
  imageUrl: string;
  thumbnailUrl: string;
  /** Internal file keys. */
  keys: { main: string; thumb: string };
}

export interface PhotosApi {
  /**
   * Validates, re-encodes (metadata stripped), screens and writes the files. Throws a clear 4xx
   * HttpError for a bad upload. Call record() inside your transaction, and discard() if it fails.
   */
  stage(data: Buffer, meta: { ownerId: string | null; purpose: PhotoPurpose }): Promise<StagedPhoto>;
  record(photo: StagedPhoto, trx: Knex.Transaction): Promise<void>;
  discard(photo: StagedPhoto): Promise<void>;
  /** Evidence of a photo (server-side only). */
  evidence(photoId: string): Promise<PhotoEvidence | null>;
  /** The stored (re-encoded) main image of a photo, for server-side use such as verification. */
  readMain(photoId: string): Promise<Buffer | null>;
  /** The re-encoded main image of a staged (not yet recorded) photo. */
  readStaged(photo: StagedPhoto): Promise<Buffer>;
}

/** Message the uploader sees when screening holds their photo. */
export const HELD_PHOTO_MESSAGE =
  'Your photo is being checked by a moderator before others can see it. Your report is saved.';
