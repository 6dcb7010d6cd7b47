import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import type { GeocodingApi } from '../../geocoding/contract';
import type { PhotoEvidence, StageMeta } from '../../photos/contract';
import type { PositionSource } from '../contract';
import type { ReportFields } from '../schemas';

/** Where a report lands and what that position came from. */
export interface ReportPosition {
  latitude: number;
  longitude: number;
  source: PositionSource;
}

/** What a report gives to place it (the fields of POST /api/reports, or of an Open311 request). */
export interface PositionClues {
  /** The device's GPS fix. */
  latitude?: number;
  longitude?: number;
  /** The photo's EXIF position as the browser read it before it scaled the photo. */
  exifLatitude?: number;
  exifLongitude?: number;
  /** The typed address or place. */
  location?: string | null;
}

const both = (a: number | undefined, b: number | undefined): [number, number] | null =>
  a !== undefined && b !== undefined && Number.isFinite(a) && Number.isFinite(b) && Math.abs(a) <= 90 && Math.abs(b) <= 180 ? [a, b] : null;

/**
 * Issue 23: a report lands where the litter is. In order: the device's GPS fix ('gps'); the photo's
 * EXIF position, from the uploaded file itself when it still carries one (the photos pipeline reads
 * it before stripping the metadata), else as the browser read it before scaling ('exif'); the typed
 * address, geocoded ('address'); only then the default map point ('default'), which the task sheet
 * says. A geocoder that is missing, unreachable, slow or finds nothing never fails the report.
 */
export async function placeReport(
  clues: PositionClues,
  photo: Pick<PhotoEvidence, 'gps'> | null,
  geocode: Pick<GeocodingApi, 'lookupAddress'> | undefined,
  asker: string,
): Promise<ReportPosition> {
  const gps = both(clues.latitude, clues.longitude);
  if (gps) return { latitude: gps[0], longitude: gps[1], source: 'gps' };
  const inFile = photo?.gps ? both(photo.gps.latitude, photo.gps.longitude) : null;
  const exif = inFile ?? both(clues.exifLatitude, clues.exifLongitude);
  if (exif) return { latitude: exif[0], longitude: exif[1], source: 'exif' };
  const text = clues.location?.trim();
  if (text && geocode) {
    const found = await geocode.lookupAddress(text, { asker }).catch(() => null);
    if (found) return { latitude: found.latitude, longitude: found.longitude, source: 'address' };
  }
  return { latitude: DEFAULT_MAP_POINT.latitude, longitude: DEFAULT_MAP_POINT.longitude, source: 'default' };
}

/** What the browser read from the photo's EXIF before scaling it, for the photo's evidence. */
export function browserExif(f: Pick<ReportFields, 'exifLatitude' | 'exifLongitude' | 'exifTakenAt'>): StageMeta['browserExif'] {
  const gps = both(f.exifLatitude, f.exifLongitude);
  if (!gps && !f.exifTakenAt) return undefined;
  return { ...(gps ? { latitude: gps[0], longitude: gps[1] } : {}), ...(f.exifTakenAt ? { takenAt: f.exifTakenAt } : {}) };
}
