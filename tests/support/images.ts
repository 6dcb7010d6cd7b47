import sharp from 'sharp';

/** Generated test photos: no binary fixtures in the repo. */
export async function jpegWithEvidence(width = 200, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X1' },
      IFD2: { DateTimeOriginal: '2026:11:20 14:30:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 28/1 5808/100', GPSLongitudeRef: 'E', GPSLongitude: '11/1 58/1 1092/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A photo-like image: smooth gradients plus noise, so encoders have real work. */
export async function noisyPhoto(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg'): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  const img = sharp(noise).modulate({ saturation: 0.6 });
  return format === 'png' ? img.png().toBuffer() : format === 'webp' ? img.webp().toBuffer() : format === 'avif' ? img.avif({ effort: 0 }).toBuffer() : img.jpeg({ quality: 85 }).toBuffer();
}

export async function solid(width: number, height: number, colour = '#888888', format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: colour } });
  return format === 'png' ? img.png({ compressionLevel: 9 }).toBuffer() : img.jpeg().toBuffer();
}

export const svgImage = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
export const textFile = Buffer.from('this is not a photo, just text with a .jpg name\n');
/** An ISO-BMFF header with the HEIC brand and no image in it (a real HEIC: tests/support/heic.ts). */
export const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(64)]);

/** A generated outdoor-like scene (sky, meadow, a path), optionally strewn with litter. */
export async function scene(
  opts: { litter?: number; seed?: number; variant?: 'park' | 'street'; width?: number; height?: number; retake?: boolean } = {},
): Promise<Buffer> {
  const { litter = 0, seed = 1, variant = 'park', width = 800, height = 600, retake = false } = opts;
  let s = seed;
  const rnd = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  const bg =
    variant === 'park'
      ? `<rect width="800" height="250" fill="#8ec5ff"/><rect y="250" width="800" height="350" fill="#5a8f3c"/><path d="M300 600 L380 250 L420 250 L520 600 Z" fill="#b8a27a"/><circle cx="120" cy="200" r="70" fill="#2f6b2a"/><circle cx="680" cy="190" r="80" fill="#2f6b2a"/>`
      : `<rect width="800" height="600" fill="#6f6f73"/><rect y="420" width="800" height="180" fill="#9a9a9e"/><rect x="60" y="60" width="220" height="300" fill="#a35d3b"/><rect x="480" y="40" width="260" height="340" fill="#c9b79c"/><rect x="0" y="400" width="800" height="20" fill="#ffffff"/>`;
  const colours = ['#ff2d2d', '#ffffff', '#1e90ff', '#ffd700', '#111111', '#ff69b4'];
  const items = Array.from({ length: litter }, () => {
    const x = 200 + rnd() * 400;
    const y = 300 + rnd() * 280;
    const w = 8 + rnd() * 26;
    const h = 6 + rnd() * 16;
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${colours[Math.floor(rnd() * colours.length)]}" transform="rotate(${(rnd() * 90).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  // retake: a new photo of the same spot, as a person would take it later: framing a little shifted
  // and zoomed, light a little different, sensor noise.
  const view = retake ? 'viewBox="24 14 760 570"' : 'viewBox="0 0 800 600"';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" ${view} preserveAspectRatio="none">${bg}${items}</svg>`;
  let img = sharp(Buffer.from(svg)).resize(width, height);
  if (retake) {
    const noise = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 6 } } }).png().toBuffer();
    img = sharp(await img.modulate({ brightness: 0.92 }).png().toBuffer()).composite([{ input: noise, blend: 'add' }]);
  }
  return img.webp({ quality: 85 }).toBuffer();
}
