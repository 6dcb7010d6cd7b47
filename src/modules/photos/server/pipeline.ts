import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../../../server/http/errors';
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAIN_SIZE, PHOTO_TOO_LARGE, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_THUMB_SIZE, type PhotoEvidence } from '../contract';
import { blurBoxes, type FractionBox, type RawImage } from './blur';
import { readEvidence } from './exif';
import { sniffFormat, type SniffedFormat } from './formats';
import { decodeHeic, HeicTooManyPixels, type DecodedHeic } from './heic';

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

/**
 * Which regions of the decoded photo to blur (the face detection and what the upload says it blurred).
 * An HttpError it throws (the face check cannot run: 503) refuses the photo as it is.
 */
export type BlurPlanner = (img: RawImage) => Promise<readonly FractionBox[]>;

export const DEFAULT_LIMITS: PipelineLimits = { maxBytes: PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS, screeningSize: 224 };

export const photoTooLarge = () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);

/**
 * The shared photo pipeline: size cap, magic bytes (JPEG, PNG, WebP, AVIF, HEIC/HEIF), pixel cap read
 * from the header (before any full decode), EXIF evidence read first, then orientation applied and re-encoded to WebP (1600 px and a
 * 400 px thumbnail) from raw pixels, so no metadata of the upload survives. With a planner, the regions
 * it names are blurred in the decoded pixels first, and every file (main, thumbnail, screening input)
 * is made from the blurred pixels only (issue 39): nothing unblurred is written anywhere.
 */
export async function processPhoto(buf: Buffer, limits: PipelineLimits = DEFAULT_LIMITS, planBlur?: BlurPlanner): Promise<ProcessedPhoto> {
  if (buf.length === 0) throw new HttpError(400, 'PHOTO_EMPTY', 'The photo file is empty. Please take or choose the photo again.');
  if (buf.length > limits.maxBytes) throw photoTooLarge();
  const format = sniffFormat(buf);
  if (!format) {
    throw new HttpError(415, 'PHOTO_UNSUPPORTED_TYPE', `This file is not a photo we can read. Please use a ${PHOTO_ACCEPTED_TYPES} image.`);
  }

  // The header only: size and EXIF (sharp reads a HEIF container's `ispe` and EXIF even where it cannot decode HEVC).
  let meta: Metadata | null = null;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    if (format !== 'heic') throw unreadable();
  }
  if ((meta?.width ?? 0) * (meta?.height ?? 0) > limits.maxPixels) throw tooManyPixels(limits);
  const evidence = readEvidence(meta?.exif);

  try {
    const decoded = await decodeScaled(buf, format, limits);
    const info = decoded.info;
    const img: RawImage = { data: decoded.data, width: info.width, height: info.height, channels: info.channels };
    const data = planBlur ? await blurBoxes(img, await planBlur(img)) : decoded.data;
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const [main, thumb, screeningPixels] = await Promise.all([
      sharp(data, raw).webp({ quality: 80 }).toBuffer(),
      sharp(data, raw).resize(PHOTO_THUMB_SIZE, PHOTO_THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
      sharp(data, raw).resize(limits.screeningSize, limits.screeningSize, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
    ]);
    return { main, thumb, width: info.width, height: info.height, originalFormat: format, evidence, screeningPixels };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable();
  }
}

const unreadable = () => new HttpError(422, 'PHOTO_UNREADABLE', 'The photo could not be read; it may be damaged or incomplete. Please take it again.');
const tooManyPixels = (limits: PipelineLimits) =>
  new HttpError(413, 'PHOTO_TOO_MANY_PIXELS', `The photo has more than ${limits.maxPixels / 1_000_000} megapixels. Please choose a smaller photo.`);

/** Scaled to 1600 px, flattened on white, sRGB, as raw pixels. */
const toScaledRaw = (img: Sharp) =>
  img
    .resize(PHOTO_MAIN_SIZE, PHOTO_MAIN_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });

/**
 * Decodes once with the EXIF orientation applied. HEIC/HEIF (iPhone photos, issue 23): sharp first
 * (a libvips with an HEVC decoder reads it); the prebuilt one decodes only AVIF from HEIF, so then
 * heic-decode in a worker thread (heic.ts), which checks the declared size against the pixel limit
 * before decoding, and sharp continues from its RGBA pixels.
 */
async function decodeScaled(buf: Buffer, format: SniffedFormat, limits: PipelineLimits) {
  try {
    return await toScaledRaw(sharp(buf, { limitInputPixels: limits.maxPixels, failOn: 'warning' }).rotate());
  } catch (err) {
    if (format !== 'heic') throw err;
  }
  let heic: DecodedHeic;
  try {
    heic = await decodeHeic(buf, limits.maxPixels);
  } catch (err) {
    if (err instanceof HeicTooManyPixels) throw tooManyPixels(limits);
    throw unreadable();
  }
  return toScaledRaw(sharp(heic.data, { raw: { width: heic.width, height: heic.height, channels: 4 }, limitInputPixels: limits.maxPixels }));
}
