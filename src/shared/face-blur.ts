/*
 * Face blurring (issue 39), the part the server's photo pipeline and the phone share: the detector's
 * options, the margin around a face, the blur strength and the region maths. Isomorphic: no Node or
 * DOM imports. The server: src/modules/photos/server/{faces,blur,face-check}.ts; the phone:
 * src/client/photo/faces/.
 */

/**
 * The tiny detector resizes the (square-padded) photo to inputSize. `npm run bench:faces`
 * (docs/benchmarks.md, "Face blurring"): 416 finds more than 320 (35%), 512 or 608 (77%, 76% at 0.5:
 * the tiled test faces get too large for its anchors); lowering the threshold from 0.5 to 0.3 raises
 * recall from 86% to 93% with no false region in 40 litter photos nor in 11 other photos without
 * faces. A missed face is published; a false region only blurs a patch of litter.
 */
export const FACE_DETECTOR_OPTIONS: FaceDetectorOptions = { inputSize: 416, scoreThreshold: 0.3, flipped: true };

export interface FaceDetectorOptions {
  inputSize: number;
  scoreThreshold: number;
  /**
   * Test-time augmentation: a second pass on the horizontally mirrored photo, its faces mirrored back
   * and merged with the first pass's by mergeFaces (non-maximum suppression). The tiny detector is
   * not mirror-symmetric: a face it scores just under the threshold one way is often over it the
   * other way.
   */
  flipped: boolean;
}

/** Two detections of the same face overlap at least this much (IoU); the lower-scored one is dropped. */
export const FACE_MERGE_IOU = 0.3;

/** A face box as the mirrored photo's detector saw it, mirrored back (fractions). */
export function unmirror<T extends FractionBox>(b: T): T {
  return { ...b, x: 1 - b.x - b.w };
}

/**
 * RGB pixels (width x height x 3, row-major) mirrored left to right, for the mirrored pass. A plain
 * loop: tfjs's reverse on the WASM backend took 4-5 times as long as the detection itself.
 */
export function mirrorRgb(data: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(data.length);
  const row = width * 3;
  for (let y = 0; y < height; y++) {
    const start = y * row;
    for (let x = 0, back = start + row - 3; x < row; x += 3, back -= 3) {
      out[start + x] = data[back]!;
      out[start + x + 1] = data[back + 1]!;
      out[start + x + 2] = data[back + 2]!;
    }
  }
  return out;
}

/** Intersection over union of two fraction boxes. */
export function boxIou(a: FractionBox, b: FractionBox): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.w * a.h + b.w * b.h - inter);
}

/**
 * Non-maximum suppression over the detections of several passes: best score first, each box kept
 * unless it overlaps an already kept one by FACE_MERGE_IOU or more.
 */
export function mergeFaces<T extends FractionBox & { score: number }>(...passes: readonly (readonly T[])[]): T[] {
  const all = passes.flat().sort((a, b) => b.score - a.score);
  const kept: T[] = [];
  for (const d of all) if (!kept.some((k) => boxIou(k, d) >= FACE_MERGE_IOU)) kept.push(d);
  return kept;
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

/** At most this many regions an upload may say it blurred (the `blurRegions` field); more is a 400. */
export const BLUR_REGIONS_MAX = 50;

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

export const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

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

/** A detected face (fractions) as the region to blur: padded by FACE_MARGIN, whole pixels, fractions again. */
export function faceRegion(face: FractionBox, width: number, height: number): FractionBox | null {
  const px = toPixelBox(padBox(face, FACE_MARGIN), width, height);
  return px ? toFractionBox(px, width, height) : null;
}

/** How many cells a pixel box is shrunk to (BLUR_CELLS along its longer side, at least one each way). */
export function blurCells(p: Pick<PixelBox, 'width' | 'height'>): { width: number; height: number } {
  const cell = Math.max(p.width, p.height) / BLUR_CELLS;
  return { width: Math.max(1, Math.round(p.width / cell)), height: Math.max(1, Math.round(p.height / cell)) };
}
