import exifReader from 'exif-reader';
import type { PhotoEvidence } from '../contract';

type Rational3 = [number, number, number];

function dms(v: unknown, ref: unknown, negative: string): number | null {
  if (!Array.isArray(v) || v.length < 3 || v.some((n) => typeof n !== 'number' || !Number.isFinite(n))) return null;
  const [d, m, s] = v as Rational3;
  const deg = d + m / 60 + s / 3600;
  return typeof ref === 'string' && ref.toUpperCase().startsWith(negative) ? -deg : deg;
}

/** Reads GPS position, capture time and camera from a raw EXIF block (as sharp's metadata().exif gives it). */
export function readEvidence(exif: Buffer | undefined): PhotoEvidence {
  const none: PhotoEvidence = { gps: null, takenAt: null, camera: null };
  if (!exif || exif.length < 8) return none;
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(exif);
  } catch {
    return none;
  }
  const g = tags.GPSInfo as Record<string, unknown> | undefined;
  let gps: PhotoEvidence['gps'] = null;
  if (g) {
    const latitude = dms(g.GPSLatitude, g.GPSLatitudeRef, 'S');
    const longitude = dms(g.GPSLongitude, g.GPSLongitudeRef, 'W');
    if (latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      const alt = typeof g.GPSAltitude === 'number' ? g.GPSAltitude * (g.GPSAltitudeRef === 1 ? -1 : 1) : null;
      gps = { latitude, longitude, altitude: alt };
    }
  }
  const photo = tags.Photo as Record<string, unknown> | undefined;
  const image = tags.Image as Record<string, unknown> | undefined;
  const when = photo?.DateTimeOriginal ?? image?.DateTime;
  const takenAt = when instanceof Date && !Number.isNaN(when.getTime()) ? when.toISOString() : null;
  const camera = [image?.Make, image?.Model].filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim()).join(' ') || null;
  return { gps, takenAt, camera };
}
