import { ADDRESS_MAX_RESULTS, type AddressSuggestion } from '../contract';
import { getJson, type Geocoder, type UpstreamOptions } from './upstream';

interface NominatimPlace {
  place_id?: number | string;
  lat?: string;
  lon?: string;
  display_name?: string;
  name?: string;
  address?: Record<string, string>;
}

export function toSuggestion(p: NominatimPlace): AddressSuggestion | null {
  const lat = Number(p.lat);
  const lon = Number(p.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const a = p.address ?? {};
  const street = [a.road ?? a.pedestrian ?? a.footway ?? a.path, a.house_number].filter(Boolean).join(' ');
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet ?? '';
  const line1 = street || p.name || (p.display_name ?? '').split(',')[0]!.trim();
  const line2 = [[a.postcode, city].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ');
  return {
    formatted: p.display_name ?? [line1, line2].filter(Boolean).join(', '),
    address_line1: line1,
    address_line2: line2,
    city,
    state: a.state ?? '',
    country: a.country ?? '',
    lat,
    lon,
    place_id: String(p.place_id ?? `${lat},${lon}`),
  };
}

/** A Nominatim-compatible service (/search, /reverse with format=jsonv2). */
export class NominatimGeocoder implements Geocoder {
  constructor(private readonly o: UpstreamOptions) {}

  async search(q: string, language: string): Promise<AddressSuggestion[]> {
    const params = { q, format: 'jsonv2', addressdetails: '1', limit: String(ADDRESS_MAX_RESULTS) };
    const body = await getJson(this.o, '/search', params, language);
    return (Array.isArray(body) ? body : []).map(toSuggestion).filter((s): s is AddressSuggestion => s !== null).slice(0, ADDRESS_MAX_RESULTS);
  }

  async reverse(lat: number, lon: number, language: string): Promise<AddressSuggestion[]> {
    const params = { lat: lat.toFixed(6), lon: lon.toFixed(6), format: 'jsonv2', addressdetails: '1', zoom: '18' };
    const body = await getJson(this.o, '/reverse', params, language);
    const s = body && typeof body === 'object' && !('error' in body) ? toSuggestion(body as NominatimPlace) : null;
    return s ? [s] : [];
  }
}
