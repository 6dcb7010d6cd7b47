import { PROFILE_IMAGE_MAX_BYTES, PROFILE_TEXTS } from '../contract';

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Spec 5: an image (JPEG, PNG, WebP) of at most 5MB; the message when it is not. */
export function pictureFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return PROFILE_TEXTS.notAnImage;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_TEXTS.imageTooLarge;
  return null;
}
