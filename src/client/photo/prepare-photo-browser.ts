import { rememberDecoded } from './decoded-photo';
import { exifFromTags, PREPARED_JPEG_QUALITY, preparedName, rememberExif, scaleDecision, type PhotoExif } from './prepare-photo';

/*
 * The browser half of preparing a photo (prepare-photo.ts has the decisions): loaded with
 * import() when a photo is picked, never with the first route. jsdom has no canvas: the e2e test
 * (tests/e2e/photo-upload.test.ts) covers the drawing in a real browser.
 */

export interface PreparedPhoto {
  /** What to upload: the scaled JPEG, or the original when it is small or the browser cannot decode it. */
  file: File;
  exif: PhotoExif;
  scaled: boolean;
  originalBytes: number;
}

/** The EXIF time and GPS position of the original file (JPEG, HEIC, TIFF); {} when it has none or cannot be read. */
export async function readPhotoExif(file: Blob, now = new Date()): Promise<PhotoExif> {
  try {
    const { parse } = await import(/* webpackChunkName: "exifr-lite" */ 'exifr/dist/lite.esm.mjs');
    // The bytes, not the Blob: exifr's Blob reader is missing outside browsers, and a HEIC's EXIF may sit anywhere in the file.
    const tags = (await parse(await file.arrayBuffer(), { tiff: true, exif: true, gps: true, ifd1: false, interop: false, xmp: false, icc: false, iptc: false, jfif: false, ihdr: false })) as Record<string, unknown> | undefined;
    return exifFromTags(tags, now);
  } catch {
    return {};
  }
}

/** Decoded with the EXIF orientation applied; null when this browser cannot decode the file (HEIC in Chrome). */
async function decode(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** The scaled photo as a JPEG, and (where OffscreenCanvas is) its pixels as a bitmap for the face check. */
async function drawJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<{ blob: Blob | null; scaled?: ImageBitmap }> {
  const paint = (ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    // JPEG has no transparency: white behind, as the server flattens.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      paint(ctx);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: PREPARED_JPEG_QUALITY });
      return { blob, scaled: canvas.transferToImageBitmap() };
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return { blob: null };
  paint(ctx);
  return { blob: await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PREPARED_JPEG_QUALITY)) };
}

/**
 * Reads the photo's EXIF time and position first (scaling drops them), then scales it to at most
 * 1600 px on the long side as a JPEG (quality 0.85) unless it is small already or cannot be decoded
 * here. The file it answers carries its EXIF (exifOf / appendPhotoExif) and the bitmap of its pixels
 * (decoded-photo.ts), so the face check decodes nothing again. Never throws: at worst the original
 * goes, as before.
 */
export async function preparePhoto(original: File): Promise<PreparedPhoto> {
  const [exif, bitmap] = await Promise.all([readPhotoExif(original), decode(original)]);
  let handedOver: ImageBitmap | null = null;
  const keep = (): PreparedPhoto => {
    rememberExif(original, exif);
    if (bitmap) rememberDecoded(original, (handedOver = bitmap));
    return { file: original, exif, scaled: false, originalBytes: original.size };
  };
  let scaled: ImageBitmap | undefined;
  try {
    const decision = scaleDecision({ width: bitmap?.width ?? 0, height: bitmap?.height ?? 0, bytes: original.size, decoded: bitmap !== null });
    if (!decision.scale || !bitmap) return keep();
    const drawn = await drawJpeg(bitmap, decision.width, decision.height).catch(() => ({ blob: null, scaled: undefined }));
    scaled = drawn.scaled;
    const blob = drawn.blob;
    // A re-encode that saves nothing (an already small JPEG at 1600 px) is not worth the quality.
    if (!blob || blob.size === 0 || blob.size >= original.size) return keep();
    const file = new File([blob], preparedName(original.name), { type: 'image/jpeg', lastModified: original.lastModified });
    rememberExif(file, exif);
    if (scaled) rememberDecoded(file, (handedOver = scaled));
    return { file, exif, scaled: true, originalBytes: original.size };
  } finally {
    if (bitmap !== handedOver) bitmap?.close();
    if (scaled && scaled !== handedOver) scaled.close();
  }
}
