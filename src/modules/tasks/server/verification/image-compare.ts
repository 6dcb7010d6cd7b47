import sharp from 'sharp';
import { checkCopy } from './near-copy';

/**
 * Real, simple image measurements for the local fallback verifier. They say how alike two photos are
 * and whether the after-photo is visibly "calmer" (fewer edges: less scattered clutter). They cannot
 * recognise litter.
 */
export interface Comparison {
  /** Hamming distance of 64-bit difference hashes (0 = same picture). */
  hashDistance: number;
  /** Mean absolute grey difference at 64 x 64, 0..1. */
  pixelDifference: number;
  /** Correlation of 16 x 16 grey thumbnails, -1..1: the overall layout of the scene. */
  layoutCorrelation: number;
  /** Colour histogram intersection, 0..1. */
  colourSimilarity: number;
  /** Edge density of the after-photo divided by the before-photo's (below 1: fewer edges). */
  edgeRatio: number;
  /**
   * Share of the report photo's detailed patches the after-photo does not repeat at the pose (mirror,
   * turn, zoom, shift) that fits it best, 0..1: near 0 for an edited copy of the report photo. Null
   * when the report photo has too little detail to tell (`near-copy.ts`).
   */
  changedDetail: number | null;
  /** The after-photo lies on the report photo to a fraction of a pixel, whatever its colours (a copy). */
  pixelAligned: boolean;
  /** The after-photo's sharpness where it repeats the report photo, relative to it (1: as sharp); null: cannot tell. */
  sharpness: number | null;
}

async function grey(buf: Buffer, w: number, h: number): Promise<Uint8Array> {
  return new Uint8Array(await sharp(buf).resize(w, h, { fit: 'fill' }).greyscale().raw().toBuffer());
}

async function dHash(buf: Buffer): Promise<bigint> {
  const px = await grey(buf, 9, 8);
  let hash = 0n;
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) hash = (hash << 1n) | (px[y * 9 + x]! > px[y * 9 + x + 1]! ? 1n : 0n);
  return hash;
}

function popcount(n: bigint): number {
  let c = 0;
  for (; n > 0n; n >>= 1n) c += Number(n & 1n);
  return c;
}

function correlation(a: Uint8Array, b: Uint8Array): number {
  const n = a.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i]!;
    mb += b[i]!;
  }
  ma /= n;
  mb /= n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    const x = a[i]! - ma;
    const y = b[i]! - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  if (da === 0 || db === 0) return da === db ? 1 : 0;
  return num / Math.sqrt(da * db);
}

async function histogram(buf: Buffer): Promise<number[]> {
  const px = await sharp(buf).resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const bins = new Array(512).fill(0);
  for (let i = 0; i < px.length; i += 3) bins[((px[i]! >> 5) << 6) | ((px[i + 1]! >> 5) << 3) | (px[i + 2]! >> 5)]++;
  const total = px.length / 3;
  return bins.map((b) => b / total);
}

/** Mean gradient magnitude at 256 x 256, 0..1. */
async function edgeDensity(buf: Buffer): Promise<number> {
  const size = 256;
  const px = await grey(buf, size, size);
  let sum = 0;
  for (let y = 1; y < size - 1; y++) {
    for (let x = 1; x < size - 1; x++) {
      const i = y * size + x;
      const gx = px[i + 1]! - px[i - 1]!;
      const gy = px[i + size]! - px[i - size]!;
      sum += Math.sqrt(gx * gx + gy * gy);
    }
  }
  return sum / ((size - 2) * (size - 2) * 255 * Math.SQRT2);
}

const ratio = (after: number, before: number) => (before === 0 ? (after === 0 ? 1 : Infinity) : after / before);

export async function compareImages(before: Buffer, after: Buffer): Promise<Comparison> {
  const [hb, ha, gb, ga, lb, la, cb, ca, eb, ea, copy] = await Promise.all([
    dHash(before), dHash(after), grey(before, 64, 64), grey(after, 64, 64), grey(before, 16, 16), grey(after, 16, 16),
    histogram(before), histogram(after), edgeDensity(before), edgeDensity(after), checkCopy(before, after),
  ]);
  let diff = 0;
  for (let i = 0; i < gb.length; i++) diff += Math.abs(gb[i]! - ga[i]!);
  let inter = 0;
  for (let i = 0; i < cb.length; i++) inter += Math.min(cb[i]!, ca[i]!);
  return {
    hashDistance: popcount(hb ^ ha),
    pixelDifference: diff / (gb.length * 255),
    layoutCorrelation: correlation(lb, la),
    colourSimilarity: inter,
    edgeRatio: ratio(ea, eb),
    changedDetail: copy.changedDetail,
    pixelAligned: copy.pixelAligned,
    sharpness: copy.sharpness,
  };
}
