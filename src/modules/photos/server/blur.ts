import sharp, { type OverlayOptions } from 'sharp';

/** A rectangle in fractions (0..1) of an image's width and height. */
export interface FractionBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Margin added on each side of a detected face, as a share of its width / height. The tiny face
 * detector's box runs from the brows to the chin and between the cheeks: hair, ears and the jaw line
 * (which identify a person too) lie outside it; 20% on each side covers them on the NASA portrait
 * (box 116x111 px, padded 162x155).
 */
export const FACE_MARGIN = 0.2;

/**
 * Blur strength: the region is shrunk to this many cells along its longer side and scaled back up
 * with linear interpolation, so no detail finer than 1/8 of a face survives (eyes, mouth and nose
 * merge into a smooth gradient), at a cost independent of the region's size (unlike a Gaussian blur).
 */
export const BLUR_CELLS = 8;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** The box grown by `margin` of its width / height on each side, clamped to the image. */
export function padBox(b: FractionBox, margin: number): FractionBox {
  const x0 = clamp01(b.x - b.w * margin);
  const y0 = clamp01(b.y - b.h * margin);
  const x1 = clamp01(b.x + b.w * (1 + margin));
  const y1 = clamp01(b.y + b.h * (1 + margin));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Pixels of a fraction box in a width x height image: rounded outwards, clamped; null when empty. */
export function toPixelBox(b: FractionBox, width: number, height: number): PixelBox | null {
  const left = Math.max(0, Math.floor(clamp01(b.x) * width));
  const top = Math.max(0, Math.floor(clamp01(b.y) * height));
  const right = Math.min(width, Math.ceil(clamp01(b.x + b.w) * width));
  const bottom = Math.min(height, Math.ceil(clamp01(b.y + b.h) * height));
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/** A pixel box as fractions of a width x height image, rounded to 4 decimals (0.1 px of a 1600 px photo). */
export function toFractionBox(p: PixelBox, width: number, height: number): FractionBox {
  const r = (v: number) => Math.round(v * 10_000) / 10_000;
  return { x: r(p.left / width), y: r(p.top / height), w: r(p.width / width), h: r(p.height / height) };
}

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * The image with every box blurred (each cut from the original pixels, shrunk to BLUR_CELLS cells,
 * scaled back, pasted over it), as raw pixels of the same size and channels. The caller encodes only
 * this: no unblurred pixels leave memory.
 */
export async function blurBoxes(img: RawImage, boxes: readonly FractionBox[]): Promise<Buffer> {
  const raw = { raw: { width: img.width, height: img.height, channels: img.channels } } as const;
  const overlays: OverlayOptions[] = [];
  for (const b of boxes) {
    const p = toPixelBox(b, img.width, img.height);
    if (!p) continue;
    const cell = Math.max(p.width, p.height) / BLUR_CELLS;
    const small = { width: Math.max(1, Math.round(p.width / cell)), height: Math.max(1, Math.round(p.height / cell)) };
    const shrunk = await sharp(img.data, raw).extract(p).resize(small.width, small.height, { fit: 'fill' }).raw().toBuffer();
    const blurred = await sharp(shrunk, { raw: { ...small, channels: img.channels } })
      .resize(p.width, p.height, { fit: 'fill', kernel: 'linear' })
      .raw()
      .toBuffer();
    overlays.push({ input: blurred, raw: { width: p.width, height: p.height, channels: img.channels }, left: p.left, top: p.top });
  }
  if (overlays.length === 0) return img.data;
  // composite adds an alpha channel to the base; an image that had none loses it again.
  const out = sharp(img.data, raw).composite(overlays);
  return (img.channels % 2 === 1 ? out.removeAlpha() : out).raw().toBuffer();
}
