import { BLUR_REGIONS_MAX, clamp01, faceRegion, type FractionBox } from '../../../shared/face-blur';

/*
 * The blur boxes of a photo on the phone (issue 39): the faces the detector found ('device') and the
 * ones the person painted ('person'), in fractions (0..1) of the prepared photo. Plain functions,
 * tested in jsdom (regions.test.ts); the editor (BlurEditor.tsx) and the upload use them.
 */

export type BlurBy = 'device' | 'person';

/** A region as the upload names it (the `blurRegions` field: photos/schemas.ts parseBlurRegions). */
export interface ClientBlurRegion extends FractionBox {
  by: BlurBy;
}

/** A box in the editor: a region with an id that stays while it is moved or resized. */
export interface BlurBox extends ClientBlurRegion {
  id: number;
}

/** A painted box smaller than this share of the photo's width or height is a slip of the finger, not a region. */
export const MIN_BOX = 0.02;
/** The box 'Add a blur box' places in the middle of the photo, as a share of its width and height. */
export const NEW_BOX = 0.25;
/** How far one arrow key press moves or resizes the chosen box (Shift: ten times). */
export const KEY_STEP = 0.01;
/** At most this many boxes: what the server takes (BLUR_REGIONS_MAX). */
export const MAX_BOXES = BLUR_REGIONS_MAX;

const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** The faces the detector found (fractions of a width x height photo) as boxes: padded like the server pads them. */
export function faceBoxes(faces: readonly FractionBox[], width: number, height: number, firstId = 1): BlurBox[] {
  const boxes: BlurBox[] = [];
  for (const face of faces) {
    const region = faceRegion(face, width, height);
    if (region && boxes.length < MAX_BOXES) boxes.push({ ...region, by: 'device', id: firstId + boxes.length });
  }
  return boxes;
}

/** The rectangle between two points of a drag (fractions, any direction), clamped to the photo; null when too small. */
export function boxFromDrag(a: { x: number; y: number }, b: { x: number; y: number }): FractionBox | null {
  const x0 = clamp01(Math.min(a.x, b.x));
  const x1 = clamp01(Math.max(a.x, b.x));
  const y0 = clamp01(Math.min(a.y, b.y));
  const y1 = clamp01(Math.max(a.y, b.y));
  if (x1 - x0 < MIN_BOX || y1 - y0 < MIN_BOX) return null;
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** The box 'Add a blur box' places: NEW_BOX of the photo, in its middle. */
export function centredBox(): FractionBox {
  return { x: (1 - NEW_BOX) / 2, y: (1 - NEW_BOX) / 2, w: NEW_BOX, h: NEW_BOX };
}

/** The box moved by (dx, dy), kept inside the photo with its size. */
export function moveBox<T extends FractionBox>(b: T, dx: number, dy: number): T {
  return { ...b, x: Math.min(1 - b.w, Math.max(0, b.x + dx)), y: Math.min(1 - b.h, Math.max(0, b.y + dy)) };
}

/** The box grown by (dw, dh) from its top-left corner, at least MIN_BOX and inside the photo. */
export function resizeBox<T extends FractionBox>(b: T, dw: number, dh: number): T {
  return { ...b, w: Math.min(1 - b.x, Math.max(MIN_BOX, b.w + dw)), h: Math.min(1 - b.y, Math.max(MIN_BOX, b.h + dh)) };
}

/** What an arrow key does to the chosen box: arrows move it, Shift+arrows by ten steps, Alt+arrows resize it. */
export function boxAfterKey<T extends FractionBox>(b: T, key: string, mods: { shiftKey?: boolean; altKey?: boolean }): T | null {
  const step = mods.shiftKey ? KEY_STEP * 10 : KEY_STEP;
  const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[key];
  if (!d) return null;
  return mods.altKey ? resizeBox(b, d[0]!, d[1]!) : moveBox(b, d[0]!, d[1]!);
}

/**
 * The boxes as the upload's `blurRegions`: 4 decimals, rounded so no region reaches past the photo's
 * edge nor is empty (the server refuses both), at most MAX_BOXES.
 */
export function toUploadRegions(boxes: readonly ClientBlurRegion[]): ClientBlurRegion[] {
  const out: ClientBlurRegion[] = [];
  for (const b of boxes.slice(0, MAX_BOXES)) {
    const x = round4(clamp01(b.x));
    const y = round4(clamp01(b.y));
    const w = Math.floor(Math.min(1 - x, b.w) * 10_000) / 10_000;
    const h = Math.floor(Math.min(1 - y, b.h) * 10_000) / 10_000;
    if (w > 0 && h > 0) out.push({ x, y, w, h, by: b.by });
  }
  return out;
}

/** The next id for a new box. */
export const nextBoxId = (boxes: readonly BlurBox[]) => boxes.reduce((max, b) => Math.max(max, b.id), 0) + 1;
