import { PREPARED_JPEG_QUALITY } from '../prepare-photo';
import type { Pixels } from './pixelate';

/*
 * The canvas half of blurring a photo on the phone (issue 39): decoding the prepared photo to pixels
 * and encoding blurred pixels as the JPEG that is uploaded. Loaded with import() when a photo is
 * chosen, on the page (blur-engine.ts) or in the photo worker (photo-worker.ts, OffscreenCanvas);
 * jsdom has no canvas (the e2e test covers it in Chromium).
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

/**
 * The photo's pixels with its EXIF orientation applied (as the server orients it): from the bitmap
 * preparing the photo decoded (decoded-photo.ts; closed here), or the file decoded now. Null when
 * this browser cannot decode it.
 */
export async function decodePixels(source: Blob | ImageBitmap): Promise<Pixels | null> {
  let bitmap: ImageBitmap;
  if (source instanceof Blob) {
    if (typeof createImageBitmap !== 'function') return null;
    try {
      bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
    } catch {
      return null;
    }
  } else {
    bitmap = source;
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

/** Blurred pixels as the JPEG to upload (quality as prepared photos). */
export async function encodeJpeg(pixels: Pixels): Promise<Blob> {
  const c = canvas(pixels.width, pixels.height);
  if (!c) throw new Error('No canvas to draw the blurred photo');
  // The array is handed to ImageData as it is (pixelate made it): no copy.
  c.ctx.putImageData(new ImageData(pixels.data as Uint8ClampedArray<ArrayBuffer>, pixels.width, pixels.height), 0, 0);
  const blob = await c.toBlob();
  if (!blob || blob.size === 0) throw new Error('The blurred photo could not be encoded');
  return blob;
}
