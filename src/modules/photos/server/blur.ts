import sharp, { type OverlayOptions } from 'sharp';
import { blurCells, toPixelBox, type FractionBox } from '../../../shared/face-blur';

// The geometry, margin and strength are shared with the phone (issue 39: src/client/photo/faces/).
export { BLUR_CELLS, FACE_MARGIN, padBox, toFractionBox, toPixelBox, type FractionBox, type PixelBox } from '../../../shared/face-blur';

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
    const small = blurCells(p);
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
