import sharp from 'sharp';

/**
 * Finds how one photo lies on another: mirrored or not, turned, zoomed and moved (a similarity
 * transform). Both are compared as small grey images, so colour edits, filters and noise matter
 * little. A coarse grid of poses is tried on 32-pixel images (every mirror, angle and zoom of
 * POSE_SEARCH, each at every whole-pixel shift), the best few are refined by pattern search on the
 * 64-pixel images, and the best of those again on the 128-pixel ones. Plain JavaScript on sharp's
 * decoding; a few million multiply-adds per comparison.
 */

/** A grey image, row by row, 0..255. */
export interface Grey {
  w: number;
  h: number;
  px: Float32Array;
}

/** Where the after-photo's pixels lie for each report-photo pixel; shifts in after-photo widths. */
export interface Pose {
  mirrored: boolean;
  angle: number;
  scale: number;
  dx: number;
  dy: number;
}

export const POSE_SEARCH = {
  /** Longest side of the finest grey image; halved twice for the coarse search. */
  size: 128,
  /** Angles (degrees) and zooms of the coarse grid: turns up to about 7 degrees, crops up to about 20%. */
  angles: [-6, -3, 0, 3, 6],
  scales: [0.82, 0.9, 1, 1.1, 1.21],
  /** Shifts tried around each coarse pose, in pixels of the coarsest image. */
  shift: 3,
  /** Poses at which the after-photo covers less of the report photo than this are not considered. */
  minOverlap: 0.45,
  /** Coarse poses refined. */
  seeds: 3,
} as const;

const DEG = Math.PI / 180;

/** The photo as a grey image whose longest side is POSE_SEARCH.size. */
export async function greyImage(buf: Buffer): Promise<Grey> {
  const { data, info } = await sharp(buf)
    .resize(POSE_SEARCH.size, POSE_SEARCH.size, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const px = new Float32Array(info.width * info.height);
  for (let i = 0; i < px.length; i++) px[i] = data[i * info.channels]!;
  return { w: info.width, h: info.height, px };
}

/** Half the size, each pixel the mean of four. */
function half(g: Grey): Grey {
  const w = g.w >> 1;
  const h = g.h >> 1;
  const px = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = 2 * y * g.w + 2 * x;
      px[y * w + x] = (g.px[i]! + g.px[i + 1]! + g.px[i + g.w]! + g.px[i + g.w + 1]!) / 4;
    }
  }
  return { w, h, px };
}

/**
 * Samples `a` (bilinear) where the pose puts each pixel of `b`, on b's grid grown by `pad` pixels on
 * every side; NaN where the point falls outside `a`.
 */
export function warp(b: Grey, a: Grey, p: Pose, out: Float32Array, pad = 0): Float32Array {
  const width = b.w + 2 * pad;
  const height = b.h + 2 * pad;
  const k = a.w / b.w;
  const c = Math.cos(p.angle) * p.scale * k;
  const s = Math.sin(p.angle) * p.scale * k;
  const m = p.mirrored ? -1 : 1;
  const ox = (a.w - 1) / 2 + p.dx * a.w;
  const oy = (a.h - 1) / 2 + p.dy * a.w;
  const cx = (b.w - 1) / 2 + pad;
  const cy = (b.h - 1) / 2 + pad;
  for (let y = 0; y < height; y++) {
    const ry = y - cy;
    // Along a row the sampled point moves by a fixed step.
    let qx = ox - c * cx * m - s * ry;
    let qy = oy - s * cx * m + c * ry;
    const stepX = c * m;
    const stepY = s * m;
    for (let x = 0, i = y * width; x < width; x++, i++, qx += stepX, qy += stepY) {
      if (!(qx >= 0 && qy >= 0 && qx <= a.w - 1 && qy <= a.h - 1)) {
        out[i] = NaN;
        continue;
      }
      const x0 = Math.min(qx | 0, a.w - 2);
      const y0 = Math.min(qy | 0, a.h - 2);
      const fx = qx - x0;
      const j = y0 * a.w + x0;
      const top = a.px[j]! + (a.px[j + 1]! - a.px[j]!) * fx;
      const bottom = a.px[j + a.w]! + (a.px[j + a.w + 1]! - a.px[j + a.w]!) * fx;
      out[i] = top + (bottom - top) * (qy - y0);
    }
  }
  return out;
}

/** Correlation of `b` with the sampled points of `a` (on b's grid grown by `pad`) moved by (sx, sy). */
export function correlate(b: Grey, a: Float32Array, pad = 0, sx = 0, sy = 0): { r: number; n: number } {
  const width = b.w + 2 * pad;
  let n = 0;
  let sb = 0;
  let sa = 0;
  let sbb = 0;
  let saa = 0;
  let sab = 0;
  for (let y = 0; y < b.h; y++) {
    const row = (y + pad + sy) * width + pad + sx;
    for (let x = 0; x < b.w; x++) {
      const v = a[row + x]!;
      if (v !== v) continue; // NaN: outside the after-photo
      const u = b.px[y * b.w + x]!;
      n++;
      sb += u;
      sa += v;
      sbb += u * u;
      saa += v * v;
      sab += u * v;
    }
  }
  if (n < 16) return { r: -1, n };
  const vb = sbb - (sb * sb) / n;
  const va = saa - (sa * sa) / n;
  return { r: vb > 0 && va > 0 ? (sab - (sb * sa) / n) / Math.sqrt(vb * va) : 0, n };
}

/** Lets other requests run between the steps of a search (each a few milliseconds of arithmetic). */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface Fit {
  pose: Pose;
  r: number;
  overlap: number;
}

/** Every coarse pose (mirror x angle x scale x integer shift), best first, one per neighbourhood. */
async function coarseSeeds(b: Grey, a: Grey, count: number): Promise<Fit[]> {
  const pad = POSE_SEARCH.shift;
  const buf = new Float32Array((b.w + 2 * pad) * (b.h + 2 * pad));
  const fits: Fit[] = [];
  for (const mirrored of [false, true]) {
    for (const degrees of POSE_SEARCH.angles) {
      await yieldToOthers();
      for (const scale of POSE_SEARCH.scales) {
        const angle = degrees * DEG;
        warp(b, a, { mirrored, angle, scale, dx: 0, dy: 0 }, buf, pad);
        const c = Math.cos(angle) * scale;
        const s = Math.sin(angle) * scale;
        for (let sy = -pad; sy <= pad; sy++) {
          for (let sx = -pad; sx <= pad; sx++) {
            const { r, n } = correlate(b, buf, pad, sx, sy);
            if (n < POSE_SEARCH.minOverlap * b.w * b.h) continue;
            // A shift on b's grid is this shift of the after-photo, in after-photo widths.
            const mx = mirrored ? -sx : sx;
            fits.push({ pose: { mirrored, angle, scale, dx: (c * mx - s * sy) / b.w, dy: (s * mx + c * sy) / b.w }, r, overlap: n / (b.w * b.h) });
          }
        }
      }
    }
  }
  fits.sort((x, y) => y.r - x.r);
  const seeds: Fit[] = [];
  for (const f of fits) {
    if (seeds.length === count) break;
    const near = seeds.some(
      (s) =>
        s.pose.mirrored === f.pose.mirrored &&
        Math.abs(s.pose.angle - f.pose.angle) < 4 * DEG &&
        Math.abs(Math.log(s.pose.scale / f.pose.scale)) < 0.12 &&
        Math.hypot(s.pose.dx - f.pose.dx, s.pose.dy - f.pose.dy) < 3 / b.w,
    );
    if (!near) seeds.push(f);
  }
  return seeds;
}

/** Pattern search: tries a step each way in shift, angle and scale, halves the step when none helps. */
async function refine(b: Grey, a: Grey, start: Pose, stepPixels: number, minStep: number): Promise<Fit> {
  const buf = new Float32Array(b.w * b.h);
  const minN = POSE_SEARCH.minOverlap * b.w * b.h;
  const score = (pose: Pose): Fit => {
    const { r, n } = correlate(b, warp(b, a, pose, buf));
    return { pose, r: n >= minN ? r : -1, overlap: n / (b.w * b.h) };
  };
  let best = score(start);
  for (let step = stepPixels, rounds = 0; step >= minStep && rounds < 40; rounds++) {
    await yieldToOthers();
    const p = best.pose;
    const move = step / b.w;
    const turn = (2 * step) / b.w;
    const candidates: Pose[] = [
      { ...p, dx: p.dx + move }, { ...p, dx: p.dx - move }, { ...p, dy: p.dy + move }, { ...p, dy: p.dy - move },
      { ...p, angle: p.angle + turn }, { ...p, angle: p.angle - turn }, { ...p, scale: p.scale * (1 + turn) }, { ...p, scale: p.scale * (1 - turn) },
    ];
    let moved = false;
    for (const q of candidates) {
      const f = score(q);
      if (f.r > best.r) {
        best = f;
        moved = true;
      }
    }
    if (!moved) step /= 2;
  }
  return best;
}

/**
 * The pose that lays the after-photo best on the report photo (both as grey images of
 * POSE_SEARCH.size), with the correlation there and the share of the report photo covered; null when
 * no pose covers enough of it.
 */
export async function findPose(before: Grey, after: Grey): Promise<Fit | null> {
  const b64 = half(before);
  const a64 = half(after);
  const b32 = half(b64);
  const a32 = half(a64);
  let best: Fit | null = null;
  for (const seed of await coarseSeeds(b32, a32, POSE_SEARCH.seeds)) {
    const fit = await refine(b64, a64, seed.pose, 1, 0.25);
    if (!best || fit.r > best.r) best = fit;
  }
  if (!best || best.r <= -1) return null;
  return refine(before, after, best.pose, 0.5, 0.1);
}
