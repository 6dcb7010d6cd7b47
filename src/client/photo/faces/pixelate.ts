import { blurCells, toPixelBox, type FractionBox } from '../../../shared/face-blur';

/** RGBA pixels, row-major (a canvas's ImageData). */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The pixels with every box blurred the way the server blurs (photos/server/blur.ts blurBoxes): each
 * box, cut from the ORIGINAL pixels, shrunk to BLUR_CELLS cells along its longer side (each cell the
 * mean of the pixels it covers) and scaled back with linear interpolation. Plain arithmetic on the
 * canvas's ImageData, so it is the same in every browser and testable without a canvas. Returns a new
 * array; the original is untouched (removing a box re-renders from it).
 */
export function pixelate(original: Pixels, boxes: readonly FractionBox[]): Uint8ClampedArray {
  const { width, height, data } = original;
  if (data.length !== width * height * 4) throw new RangeError(`pixelate: expected ${width}x${height}x4 bytes, got ${data.length}`);
  const out = new Uint8ClampedArray(data);
  for (const box of boxes) {
    const p = toPixelBox(box, width, height);
    if (!p) continue;
    const small = blurCells(p);
    // Shrink: the mean of the pixels each cell covers.
    const cells = new Float64Array(small.width * small.height * 4);
    for (let cy = 0; cy < small.height; cy++) {
      const y0 = p.top + Math.floor((cy * p.height) / small.height);
      const y1 = p.top + Math.max(Math.floor(((cy + 1) * p.height) / small.height), y0 - p.top + 1);
      for (let cx = 0; cx < small.width; cx++) {
        const x0 = p.left + Math.floor((cx * p.width) / small.width);
        const x1 = p.left + Math.max(Math.floor(((cx + 1) * p.width) / small.width), x0 - p.left + 1);
        const sum = [0, 0, 0, 0];
        for (let y = y0; y < y1; y++) {
          for (let x = x0; x < x1; x++) {
            const i = (y * width + x) * 4;
            sum[0]! += data[i]!;
            sum[1]! += data[i + 1]!;
            sum[2]! += data[i + 2]!;
            sum[3]! += data[i + 3]!;
          }
        }
        const n = (y1 - y0) * (x1 - x0);
        const c = (cy * small.width + cx) * 4;
        for (let k = 0; k < 4; k++) cells[c + k] = sum[k]! / n;
      }
    }
    // Scale back: each pixel interpolated between the centres of the four nearest cells.
    const sx = small.width / p.width;
    const sy = small.height / p.height;
    for (let y = 0; y < p.height; y++) {
      const fy = Math.min(small.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
      const cy0 = Math.floor(fy);
      const cy1 = Math.min(small.height - 1, cy0 + 1);
      const ty = fy - cy0;
      for (let x = 0; x < p.width; x++) {
        const fx = Math.min(small.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
        const cx0 = Math.floor(fx);
        const cx1 = Math.min(small.width - 1, cx0 + 1);
        const tx = fx - cx0;
        const a = (cy0 * small.width + cx0) * 4;
        const b = (cy0 * small.width + cx1) * 4;
        const c = (cy1 * small.width + cx0) * 4;
        const d = (cy1 * small.width + cx1) * 4;
        const o = ((p.top + y) * width + p.left + x) * 4;
        for (let k = 0; k < 4; k++) {
          const top = cells[a + k]! + (cells[b + k]! - cells[a + k]!) * tx;
          const bottom = cells[c + k]! + (cells[d + k]! - cells[c + k]!) * tx;
          out[o + k] = top + (bottom - top) * ty;
        }
      }
    }
  }
  return out;
}

/** RGBA pixels as the RGB bytes the detector takes (width x height x 3). */
export function rgbOf(p: Pixels): Uint8Array {
  const rgb = new Uint8Array(p.width * p.height * 3);
  for (let i = 0, j = 0; i < p.data.length; i += 4, j += 3) {
    rgb[j] = p.data[i]!;
    rgb[j + 1] = p.data[i + 1]!;
    rgb[j + 2] = p.data[i + 2]!;
  }
  return rgb;
}
