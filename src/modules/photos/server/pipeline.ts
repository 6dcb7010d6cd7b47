import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../../server/http/errors';
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAIN_SIZE, PHOTO_TOO_LARGE, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_THUMB_SIZE, type PhotoEvidence } from '../contract';
import { readEvidence } from './exif';
import { sniffFormat } from './formats';

export interface ProcessedPhoto {
  main: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  originalFormat: string;
  evidence: PhotoEvidence;
  /** Raw RGB pixels at screeningSize x screeningSize, for the nudity screener. */
  screeningPixels: Buffer;
}

export interface PipelineLimits {
  maxBytes: number;
  maxPixels: number;
  screeningSize: number;
}

export const DEFAULT_LIMITS: PipelineLimits = { maxBytes: PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS, screeningSize: 224 };

export const photoTooLarge = () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);

/**
 * The shared photo pipeline: size cap, magic bytes, pixel cap read from the header (before any full
 * decode), EXIF evidence read first, then orientation applied and re-encoded to WebP (1600 px and a
 * 400 px thumbnail) from raw pixels, so no metadata of the upload survives.
 */
export async function processPhoto(buf: Buffer, limits: PipelineLimits = DEFAULT_LIMITS): Promise<ProcessedPhoto> {
  if (buf.length === 0) throw new HttpError(400, 'PHOTO_EMPTY', 'The photo file is empty. Please take or choose the photo again.');
  if (buf.length > limits.maxBytes) throw photoTooLarge();
  const format = sniffFormat(buf);
  if (!format) {
    throw new HttpError(415, 'PHOTO_UNSUPPORTED_TYPE', `This file is not a photo we can read. Please use a ${PHOTO_ACCEPTED_TYPES} image.`);
  }

  let meta: Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    if (format === 'heic') {
      throw new HttpError(415, 'PHOTO_UNSUPPORTED_TYPE', `HEIC photos cannot be read here. Please use a ${PHOTO_ACCEPTED_TYPES} image (most phones can save photos as JPEG).`);
    }
    throw new HttpError(422, 'PHOTO_UNREADABLE', 'The photo could not be read; it may be damaged or incomplete. Please take it again.');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > limits.maxPixels) {
    throw new HttpError(413, 'PHOTO_TOO_MANY_PIXELS', `The photo has more than ${limits.maxPixels / 1_000_000} megapixels. Please choose a smaller photo.`);
  }
  const evidence = readEvidence(meta.exif);

  try {
    const { data, info } = await sharp(buf, { limitInputPixels: limits.maxPixels, failOn: 'warning' })
      .rotate()
      .resize(PHOTO_MAIN_SIZE, PHOTO_MAIN_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const [main, thumb, screeningPixels] = await Promise.all([
      sharp(data, raw).webp({ quality: 80 }).toBuffer(),
      sharp(data, raw).resize(PHOTO_THUMB_SIZE, PHOTO_THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
      sharp(data, raw).resize(limits.screeningSize, limits.screeningSize, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
    ]);
    return { main, thumb, width: info.width, height: info.height, originalFormat: format, evidence, screeningPixels };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(422, 'PHOTO_UNREADABLE', 'The photo could not be read; it may be damaged or incomplete. Please take it again.');
  }
}
