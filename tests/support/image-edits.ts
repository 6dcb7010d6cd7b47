import sharp, { type Sharp } from 'sharp';

/**
 * Edits a person could make to the report photo to pass it off as an after-photo: filters, colour
 * changes, small turns, crops, scaling, re-encoding, mirroring, noise, and chains of two or three.
 * Each takes and returns an encoded image; all are made with sharp, so no fixtures are needed.
 */
export type Edit = (photo: Buffer) => Promise<Buffer>;

const png = (img: Sharp) => img.png().toBuffer();

async function size(photo: Buffer): Promise<{ width: number; height: number }> {
  const m = await sharp(photo).metadata();
  return { width: m.width ?? 0, height: m.height ?? 0 };
}

/** Cuts `share` of the width and height away: evenly around, or all from the top left corner. */
export async function crop(photo: Buffer, share: number, from: 'around' | 'corner' = 'around'): Promise<Buffer> {
  const { width, height } = await size(photo);
  const w = Math.round(width * (1 - share));
  const h = Math.round(height * (1 - share));
  const left = from === 'around' ? Math.round((width - w) / 2) : width - w;
  const top = from === 'around' ? Math.round((height - h) / 2) : height - h;
  return png(sharp(photo).extract({ left, top, width: w, height: h }));
}

/** Shrinks to `share` of the size and enlarges back. */
export async function shrinkAndEnlarge(photo: Buffer, share: number): Promise<Buffer> {
  const { width, height } = await size(photo);
  return png(sharp(await png(sharp(photo).resize(Math.max(1, Math.round(width * share))))).resize(width, height));
}

export async function addNoise(photo: Buffer, sigma: number): Promise<Buffer> {
  const { width, height } = await size(photo);
  const noise = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma } } }).png().toBuffer();
  return png(sharp(photo).removeAlpha().composite([{ input: noise, blend: 'add' }]));
}

export async function gamma(photo: Buffer, g: number): Promise<Buffer> {
  const { data, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const table = Array.from({ length: 256 }, (_, v) => Math.round(255 * (v / 255) ** g));
  for (let i = 0; i < data.length; i++) data[i] = table[data[i]!]!;
  return png(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }));
}

/** Single edits at strengths a person would use, and beyond (a blur or shrink that leaves no detail). */
export const SINGLE_EDITS: Record<string, Edit> = {
  'median filter 15': (p) => png(sharp(p).median(15)),
  'median filter 25': (p) => png(sharp(p).median(25)),
  'gaussian blur 3': (p) => png(sharp(p).blur(3)),
  'gaussian blur 10': (p) => png(sharp(p).blur(10)),
  'gaussian blur 30': (p) => png(sharp(p).blur(30)),
  'brighter by 20%': (p) => png(sharp(p).modulate({ brightness: 1.2 })),
  'darker by 30%': (p) => png(sharp(p).modulate({ brightness: 0.7 })),
  'more contrast': (p) => png(sharp(p).linear(1.4, -50)),
  'less contrast': (p) => png(sharp(p).linear(0.6, 50)),
  'saturation 0.3': (p) => png(sharp(p).modulate({ saturation: 0.3 })),
  'saturation 1.6': (p) => png(sharp(p).modulate({ saturation: 1.6 })),
  'gamma 0.5': (p) => gamma(p, 0.5),
  'gamma 2': (p) => gamma(p, 2),
  'turned 1 degree': (p) => png(sharp(p).rotate(1)),
  'turned 3 degrees': (p) => png(sharp(p).rotate(3)),
  'turned -5 degrees on white': (p) => png(sharp(p).rotate(-5, { background: '#ffffff' })),
  'cropped 5%': (p) => crop(p, 0.05),
  'cropped 10% from a corner': (p) => crop(p, 0.1, 'corner'),
  'cropped 15%': (p) => crop(p, 0.15),
  'shrunk to 25% and enlarged': (p) => shrinkAndEnlarge(p, 0.25),
  'shrunk to 3% and enlarged': (p) => shrinkAndEnlarge(p, 0.03),
  'scaled down to 320 px': (p) => png(sharp(p).resize(320)),
  'JPEG quality 5': (p) => sharp(p).jpeg({ quality: 5 }).toBuffer(),
  'WebP quality 1': (p) => sharp(p).webp({ quality: 1 }).toBuffer(),
  mirrored: (p) => png(sharp(p).flop()),
  'noise sigma 20': (p) => addNoise(p, 20),
  'noise sigma 40': (p) => addNoise(p, 40),
  sharpened: (p) => png(sharp(p).sharpen({ sigma: 3, m1: 2, m2: 4 })),
  greyscale: (p) => png(sharp(p).greyscale()),
};

/** Chains of two or three edits, the first one the issue's. */
export const CHAINED_EDITS: Record<string, Edit> = {
  'median 15, brightness 1.1, turned 3 degrees (issue 17)': (p) => png(sharp(p).median(15).modulate({ brightness: 1.1 }).rotate(3)),
  'median 15, darker, turned 3 degrees, corners cropped': async (p) => crop(await png(sharp(p).median(15).modulate({ brightness: 0.8 }).rotate(3)), 0.12),
  'median 15, darker': (p) => png(sharp(p).median(15).modulate({ brightness: 0.8 })),
  'median 41 (erases the litter itself), brighter': (p) => png(sharp(p).median(41).modulate({ brightness: 1.15 })),
  'median 11, turned -4 degrees, cropped 10%': async (p) => crop(await png(sharp(p).median(11).rotate(-4)), 0.1),
  'median 21, brighter, cropped 10% from a corner': async (p) => crop(await png(sharp(p).median(21).modulate({ brightness: 1.1 })), 0.1, 'corner'),
  'blur 4, mirrored, JPEG quality 15': async (p) => sharp(await png(sharp(p).blur(4).flop())).jpeg({ quality: 15 }).toBuffer(),
  'blur 8, cropped 10%': async (p) => crop(await png(sharp(p).blur(8)), 0.1),
  'blur 6, turned -3 degrees, mirrored, cropped 7%': async (p) => crop(await png(sharp(p).blur(6).rotate(-3).flop()), 0.07),
  'blur 5, less contrast': (p) => png(sharp(p).blur(5).linear(0.5, 64)),
  'greyscale, cropped 12% from a corner, noise': async (p) => addNoise(await crop(await png(sharp(p).greyscale()), 0.12, 'corner'), 25),
  'gamma 1.8, turned 2 degrees, shrunk to 30% and enlarged': async (p) => shrinkAndEnlarge(await png(sharp(await gamma(p, 1.8)).rotate(2)), 0.3),
  'sharpened, saturated and darker, cropped 8%': async (p) => crop(await png(sharp(p).sharpen({ sigma: 2 }).modulate({ saturation: 1.5, brightness: 0.9 })), 0.08, 'corner'),
  'median 9, more contrast, WebP quality 10': async (p) => sharp(await png(sharp(p).median(9).linear(1.3, -30))).webp({ quality: 10 }).toBuffer(),
  'median 15, turned 5 degrees, cropped 15%': async (p) => crop(await png(sharp(p).median(15).rotate(5)), 0.15),
};

/** What the photo pipeline stores (1600 px at most, WebP): what the verifier compares. */
export async function asStored(photo: Buffer): Promise<Buffer> {
  return sharp(photo).rotate().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).webp({ quality: 80 }).toBuffer();
}
