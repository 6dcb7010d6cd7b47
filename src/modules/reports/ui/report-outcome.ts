import type { TFunction } from 'i18next';
import { HELD_PHOTO_MESSAGE } from '../../photos/contract';
import type { CreateReportResponse } from '../contract';
import { uploadErrorBody } from './report-form';

/** Server error codes whose message the client can show in the user's language. */
const CODE_KEYS: Record<string, string> = {
  PHOTO_TOO_LARGE: 'photo.tooLarge',
  MISSING_PHOTO: 'validation.missingPhoto',
  RATE_LIMITED: 'failure.rateLimited',
};

/** The 'Upload Failed' text: the code's own translation, else the server's message, else the fallback. */
export function failureMessage(t: TFunction, failure: unknown): string {
  const body = uploadErrorBody(failure);
  if (!body) return t('failure.fallback');
  return body.code && CODE_KEYS[body.code] ? t(CODE_KEYS[body.code]) : body.error;
}

/**
 * The note in 'Success!' when the photo was held for review: the server's message when it says
 * something of its own, else the translated standard one. Null when the photo was not held.
 */
export function heldMessage(t: TFunction, photo: CreateReportResponse['photo'] | undefined): string | null {
  if (photo?.status !== 'held') return null;
  return photo.message && photo.message !== HELD_PHOTO_MESSAGE ? photo.message : t('success.held');
}
