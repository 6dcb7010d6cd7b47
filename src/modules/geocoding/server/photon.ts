import { ADDRESS_MAX_RESULTS, type AddressSuggestion } from '../contract';
import { getJson, type Geocoder, type UpstreamOptions } from './upstream';

/** One GeoJSON feature of a Photon answer (properties as Photon names them). */
interface PhotonFeature {
  geometry?: { coordinates?: unknown[] };
  properties?: Record<string, unknown>;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * Maps a Photon feature to the spec's address suggestion. Line 1 is the place's name (a shop, a
 * street, a town) or else its street and house number; line 2 the rest of the address.
 */
export function photonToSuggestion(f: PhotonFeature): AddressSuggestion | null {
  const [lonRaw, latRaw] = Array.isArray(f?.geometry?.coordinates) ? f.geometry.coordinates : [];
  const lat = typeof latRaw === 'number' ? latRaw : NaN;
  const lon = typeof lonRaw === 'number' ? lonRaw : NaN;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const p = f.properties ?? {};
  const name = text(p.name);
  const street = [text(p.street), text(p.housenumber)].filter(Boolean).join(' ');
  // A town or village found by its name has no separate city.
  const city = text(p.city) || (text(p.type) === 'city' ? name : '');
  const state = text(p.state);
  const country = text(p.country);
  const line1 = name || street || [text(p.postcode), city].filter(Boolean).join(' ') || state || country;
  const rest = [street, city === line1 ? '' : [text(p.postcode), city].filter(Boolean).join(' '), country];
  const line2 = [...new Set(rest.filter((part) => part && part !== line1))].join(', ');
  const osmId = text(p.osm_id);
  return {
    formatted: [line1, line2].filter(Boolean).join(', '),
    address_line1: line1,
    address_line2: line2,
    city,
    state,
    country,
    lat,
    lon,
    place_id: osmId ? `${text(p.osm_type)}${osmId}` : `${lat},${lon}`,
  };
}

const features = (body: unknown): PhotonFeature[] => {
  const list = body && typeof body === 'object' ? (body as { features?: unknown }).features : undefined;
  return Array.isArray(list) ? (list as PhotonFeature[]) : [];
};

const toSuggestions = (body: unknown, max: number) =>
  features(body)
    .map(photonToSuggestion)
    .filter((s): s is AddressSuggestion => s !== null)
    .slice(0, max);

/**
 * A Photon-compatible service (https://github.com/komoot/photon): GET /api?q=&limit=&lang= and
 * /reverse?lat=&lon=, both answering GeoJSON. Built for search-as-you-type.
 */
export class PhotonGeocoder implements Geocoder {
  constructor(private readonly o: UpstreamOptions) {}

  search(q: string, language: string): Promise<AddressSuggestion[]> {
    const params = { q, limit: String(ADDRESS_MAX_RESULTS), lang: language };
    return getJson(this.o, '/api', params, language).then((body) => toSuggestions(body, ADDRESS_MAX_RESULTS));
  }

  reverse(lat: number, lon: number, language: string): Promise<AddressSuggestion[]> {
    const params = { lat: lat.toFixed(6), lon: lon.toFixed(6), limit: '1', lang: language };
    return getJson(this.o, '/reverse', params, language).then((body) => toSuggestions(body, 1));
  }
}
