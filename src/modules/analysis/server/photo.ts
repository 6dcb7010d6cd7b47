import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../../../server/http/errors';
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_TOO_LARGE } from '../../photos/contract';
import { ANALYSIS_PHOTO_SIZE } from '../contract';

/** The formats a report photo may have (sharp's names: HEIC and AVIF are both 'heif'). */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The SHA-256 (hex) of a photo's bytes as sent: what an analysis and the report naming it must share. */
export const photoSha256 = (buf: Uint8Array): string => createHash('sha256').update(buf).digest('hex');

/**
 * A photo as the model sees it: the same size, type and pixel limits as a report photo, the EXIF
 * orientation applied, at most ANALYSIS_PHOTO_SIZE px a side, JPEG, no metadata (sharp writes none
 * unless asked). Returns the SHA-256 of the photo as sent, too.
 */
export async function preparePhoto(buf: Buffer): Promise<{ jpeg: Buffer; sha256: string }> {
  if (buf.length === 0) throw new HttpError(400, 'PHOTO_EMPTY', 'The photo file is empty. Please take or choose the photo again.');
  if (buf.length > PHOTO_MAX_BYTES) throw new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(buf, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new HttpError(415, 'PHOTO_UNSUPPORTED_TYPE', `This file is not a photo we can read. Please use a ${PHOTO_ACCEPTED_TYPES} image.`);
  }
  if (!format || !FORMATS.has(format)) {
    throw new HttpError(415, 'PHOTO_UNSUPPORTED_TYPE', `This file is not a photo we can read. Please use a ${PHOTO_ACCEPTED_TYPES} image.`);
  }
  if (pixels > PHOTO_MAX_PIXELS) {
    throw new HttpError(413, 'PHOTO_TOO_MANY_PIXELS', `The photo has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels. Please choose a smaller photo.`);
  }
  try {
    const jpeg = await sharp(buf, { limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(ANALYSIS_PHOTO_SIZE, ANALYSIS_PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 80 })
      .toBuffer();
    return { jpeg, sha256: photoSha256(buf) };
  } catch {
    throw new HttpError(422, 'PHOTO_UNREADABLE', 'The photo could not be read; it may be damaged or incomplete. Please take it again.');
  }
}
