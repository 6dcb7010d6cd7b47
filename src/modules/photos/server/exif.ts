import exifReader from 'exif-reader';
import type { PhotoEvidence, StageMeta } from '../contract';

type Rational3 = [number, number, number];

function dms(v: unknown, ref: unknown, negative: string): number | null {
  if (!Array.isArray(v) || v.length < 3 || v.some((n) => typeof n !== 'number' || !Number.isFinite(n))) return null;
  const [d, m, s] = v as Rational3;
  const deg = d + m / 60 + s / 3600;
  return typeof ref === 'string' && ref.toUpperCase().startsWith(negative) ? -deg : deg;
}

/** An EXIF OffsetTime* value ('+02:00', '-05:30') in minutes east of UTC; 0 when absent or malformed. */
export function exifOffsetMinutes(v: unknown): number {
  const m = typeof v === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(v.trim()) : null;
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return minutes > 14 * 60 ? 0 : (m[1] === '-' ? -1 : 1) * minutes;
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
  // EXIF times are the camera's wall clock without a zone (read here as if UTC); phones that write
  // OffsetTimeOriginal ('+02:00') make it a true instant.
  const offset = exifOffsetMinutes(photo?.DateTimeOriginal ? photo?.OffsetTimeOriginal : photo?.OffsetTime);
  const takenAt = when instanceof Date && !Number.isNaN(when.getTime()) ? new Date(when.getTime() - offset * 60_000).toISOString() : null;
  const camera = [image?.Make, image?.Model].filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim()).join(' ') || null;
  return { gps, takenAt, camera };
}

/** A capture time this far ahead of the server's clock is a wrong camera clock, not evidence. */
export const BROWSER_EXIF_FUTURE_MS = 5 * 60_000;
const EARLIEST_TAKEN_AT = Date.UTC(2000, 0, 1);

/**
 * What the browser read from a photo's EXIF before scaling it (issue 23), as far as it can stand as
 * evidence: a time before 2000 or more than five minutes after `now` is dropped, and so is a position
 * out of range, half of one, or 0/0 (cameras without a fix write zeros).
 */
export function plausibleBrowserExif(browser: StageMeta['browserExif'], now: Date): NonNullable<StageMeta['browserExif']> {
  if (!browser) return {};
  const out: NonNullable<StageMeta['browserExif']> = {};
  const t = browser.takenAt ? Date.parse(browser.takenAt) : NaN;
  if (Number.isFinite(t) && t >= EARLIEST_TAKEN_AT && t <= now.getTime() + BROWSER_EXIF_FUTURE_MS) out.takenAt = new Date(t).toISOString();
  const { latitude: lat, longitude: lon } = browser;
  if (
    typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon) &&
    Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0)
  ) {
    out.latitude = lat;
    out.longitude = lon;
  }
  return out;
}
