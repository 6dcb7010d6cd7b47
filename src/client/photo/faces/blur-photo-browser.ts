import { PREPARED_JPEG_QUALITY, preparedName } from '../prepare-photo';
import type { Pixels } from './pixelate';

/*
 * The canvas half of blurring a photo on the phone (issue 39): decoding the prepared photo to pixels
 * and encoding blurred pixels as the JPEG that is uploaded. Loaded with import() when a photo is
 * chosen; jsdom has no canvas (the e2e test covers it in Chromium).
 */

type Ctx = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvas(width: number, height: number): { ctx: Ctx; toBlob(): Promise<Blob | null> } | null {
  if (typeof OffscreenCanvas === 'function') {
    const c = new OffscreenCanvas(width, height);
    const ctx = c.getContext('2d');
    if (ctx) return { ctx, toBlob: () => c.convertToBlob({ type: 'image/jpeg', quality: PREPARED_JPEG_QUALITY }) };
  }
  if (typeof document === 'undefined') return null;
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const ctx = c.getContext('2d');
  if (!ctx) return null;
  return { ctx, toBlob: () => new Promise((resolve) => c.toBlob(resolve, 'image/jpeg', PREPARED_JPEG_QUALITY)) };
}

/** The photo's pixels with its EXIF orientation applied (as the server orients it); null when this browser cannot decode it. */
export async function decodePixels(file: Blob): Promise<Pixels | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const c = canvas(bitmap.width, bitmap.height);
    if (!c) return null;
    // JPEG has no transparency: white behind, as the server flattens.
    c.ctx.fillStyle = '#ffffff';
    c.ctx.fillRect(0, 0, bitmap.width, bitmap.height);
    c.ctx.drawImage(bitmap, 0, 0);
    const img = c.ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    return { data: img.data, width: img.width, height: img.height };
  } finally {
    bitmap.close();
  }
}

/** Blurred pixels as the JPEG to upload (quality as prepared photos), named like the prepared photo. */
export async function encodeJpeg(pixels: Pixels, name: string, lastModified: number): Promise<File> {
  const c = canvas(pixels.width, pixels.height);
  if (!c) throw new Error('No canvas to draw the blurred photo');
  c.ctx.putImageData(new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height), 0, 0);
  const blob = await c.toBlob();
  if (!blob || blob.size === 0) throw new Error('The blurred photo could not be encoded');
  return new File([blob], preparedName(name), { type: 'image/jpeg', lastModified });
}
