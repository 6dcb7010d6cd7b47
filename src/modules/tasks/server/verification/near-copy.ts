import { findPose, greyImage, warp, type Fit, type Grey } from './pose-search';

/**
 * Recognises an edited copy of the report photo: filtered (blur, median, sharpen, noise), recoloured
 * (brightness, contrast, gamma, saturation, grey), turned a few degrees, mirrored, cropped, scaled or
 * re-encoded, alone or several at once. A perceptual hash of the whole photo cannot tell such a copy
 * from a new photo of the same spot with the litter gone: both keep the scene's layout, and a turned
 * or cropped copy is even further from the report photo's hash than the cleaned spot is. So the
 * after-photo is first laid on the report photo (`pose-search.ts`), then compared patch by patch: an
 * edited copy repeats the detail of nearly every detailed patch (local correlation survives filters
 * and colour changes), a cleaned spot loses the patches where the litter was. Where the detail is
 * repeated, the after-photo's sharpness relative to the report photo tells a copy blurred until no
 * litter is left from a sharp new photo.
 */

export interface CopyCheck {
  /** Correlation of the grey images at the best pose found, -1..1. */
  correlation: number;
  /** Share of the report photo the after-photo covers at that pose, 0..1. */
  overlap: number;
  /**
   * The best pose is no pose at all (not mirrored, turned, zoomed or moved, to a fraction of a pixel)
   * and the photos correlate there: pixel-aligned with the report photo, as no new photo is.
   */
  pixelAligned: boolean;
  /**
   * Share of the report photo's detailed patches whose detail the after-photo does not repeat at that
   * pose, 0..1: near 0 for an edited copy, higher where something was taken away or added. Null when
   * the report photo has too few detailed patches in the overlap to tell.
   */
  changedDetail: number | null;
  /**
   * How sharp the after-photo is where it repeats the report photo, relative to it: about 1 (or more)
   * for a sharp photo, well below for a blurred or shrunk-and-enlarged one. Null when fewer patches
   * repeat than it takes to tell.
   */
  sharpness: number | null;
}

export const COPY_RULES = {
  /** Patches (pixels of the finest grey image), the grey spread that makes one detailed, and "repeated". */
  patch: 8,
  detailSpread: 4,
  repeatedCorrelation: 0.5,
  minPatches: 8,
  /** Patches start this many pixels in: edges are where filters, rotation fill and resizing differ most. */
  edge: 2,
  /** "Pixel-aligned": within these of no pose (shift in pixels of the finest image), at this correlation. */
  alignedAngle: 0.3,
  alignedScale: 0.01,
  alignedShift: 0.5,
  alignedCorrelation: 0.8,
} as const;

/** One patch's sums: grey values, their products, and the products of neighbour differences. */
function patchSums(b: Grey, a: Float32Array, px: number, py: number, size: number) {
  let sb = 0;
  let sa = 0;
  let sbb = 0;
  let saa = 0;
  let sab = 0;
  let gab = 0;
  let gbb = 0;
  for (let y = py; y < py + size; y++) {
    for (let x = px; x < px + size; x++) {
      const i = y * b.w + x;
      const v = a[i]!;
      if (v !== v) return null; // NaN: the after-photo does not cover all of it
      const u = b.px[i]!;
      sb += u;
      sa += v;
      sbb += u * u;
      saa += v * v;
      sab += u * v;
      if (x + 1 < px + size) {
        const db = b.px[i + 1]! - u;
        gab += db * (a[i + 1]! - v);
        gbb += db * db;
      }
      if (y + 1 < py + size) {
        const db = b.px[i + b.w]! - u;
        gab += db * (a[i + b.w]! - v);
        gbb += db * db;
      }
    }
  }
  const n = size * size;
  return { vb: sbb / n - (sb / n) ** 2, va: saa / n - (sa / n) ** 2, cov: sab / n - (sb / n) * (sa / n), gab, gbb };
}

/**
 * Patch by patch over b's detailed patches: the share the aligned after-photo does not repeat (local
 * correlation), and how sharp the repeated ones are: the after-photo's neighbour differences projected
 * on b's, relative to the patches' contrast (about 1 for a sharp photo whatever its brightness and
 * contrast; a blur takes the fine differences away first).
 */
function comparePatches(b: Grey, aligned: Float32Array): Pick<CopyCheck, 'changedDetail' | 'sharpness'> {
  const { patch: size, detailSpread, repeatedCorrelation, minPatches, edge } = COPY_RULES;
  let detailed = 0;
  let changed = 0;
  let gab = 0;
  let gbb = 0;
  let cov = 0;
  let vb = 0;
  for (let py = edge; py + size <= b.h - edge; py += size) {
    for (let px = edge; px + size <= b.w - edge; px += size) {
      const p = patchSums(b, aligned, px, py, size);
      if (!p || p.vb < detailSpread * detailSpread) continue;
      detailed++;
      const r = p.va > 1e-6 ? p.cov / Math.sqrt(p.vb * p.va) : 0;
      if (r < repeatedCorrelation) {
        changed++;
        continue;
      }
      gab += p.gab;
      gbb += p.gbb;
      cov += p.cov;
      vb += p.vb;
    }
  }
  if (detailed < minPatches) return { changedDetail: null, sharpness: null };
  const repeated = detailed - changed;
  const contrast = vb > 0 ? cov / vb : 0;
  return {
    changedDetail: changed / detailed,
    sharpness: repeated >= minPatches && gbb > 0 && contrast > 0 ? gab / gbb / contrast : null,
  };
}

function isPixelAligned(fit: Fit, b: Grey): boolean {
  const { pose } = fit;
  const { alignedAngle, alignedScale, alignedShift, alignedCorrelation } = COPY_RULES;
  return (
    !pose.mirrored &&
    Math.abs(pose.angle) < (alignedAngle * Math.PI) / 180 &&
    Math.abs(pose.scale - 1) < alignedScale &&
    Math.hypot(pose.dx, pose.dy) * b.w < alignedShift &&
    fit.r >= alignedCorrelation
  );
}

/** How well the after-photo is explained as an edited copy of the report photo. */
export async function checkCopy(before: Buffer, after: Buffer): Promise<CopyCheck> {
  const [b, a] = await Promise.all([greyImage(before), greyImage(after)]);
  const fit = await findPose(b, a);
  if (!fit) return { correlation: -1, overlap: 0, pixelAligned: false, changedDetail: null, sharpness: null };
  const aligned = warp(b, a, fit.pose, new Float32Array(b.w * b.h));
  return { correlation: fit.r, overlap: fit.overlap, pixelAligned: isPixelAligned(fit, b), ...comparePatches(b, aligned) };
}
