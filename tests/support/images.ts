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
/** An ISO-BMFF header with the HEIC brand: sharp's prebuilt libvips cannot decode HEVC. */
export const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(64)]);
