import { HttpError } from '../../../server/http/errors';
import { ADDRESS_MAX_RESULTS, GEOCODER_BUSY_MESSAGE, GEOCODER_UNAVAILABLE_MESSAGE, type AddressSuggestion } from '../contract';

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

export interface GeocoderOptions {
  baseUrl: URL;
  userAgent: string;
  timeoutMs: number;
  /** Minimum gap between upstream requests (Nominatim's policy: at most 1 per second). */
  minIntervalMs: number;
  cacheTtlMs: number;
  cacheSize: number;
  /** Requests allowed to wait for their upstream turn before new ones are refused as busy. */
  maxQueue: number;
}

/**
 * Proxy to a Nominatim-compatible service: one upstream request at a time, spaced by minIntervalMs,
 * answers cached (LRU with TTL), a clear 503 when the service is slow or unreachable.
 */
export class NominatimGeocoder {
  private cache = new Map<string, { at: number; value: AddressSuggestion[] }>();
  private chain: Promise<unknown> = Promise.resolve();
  private lastCall = 0;
  private waiting = 0;

  constructor(
    private readonly o: GeocoderOptions,
    private readonly now: () => number = Date.now,
  ) {}

  search(q: string, language: string): Promise<AddressSuggestion[]> {
    const params = { q, format: 'jsonv2', addressdetails: '1', limit: String(ADDRESS_MAX_RESULTS) };
    return this.cached(`s|${language}|${q.toLowerCase()}`, '/search', params, language, (body) =>
      (Array.isArray(body) ? body : []).map(toSuggestion).filter((s): s is AddressSuggestion => s !== null).slice(0, ADDRESS_MAX_RESULTS),
    );
  }

  reverse(lat: number, lon: number, language: string): Promise<AddressSuggestion[]> {
    const params = { lat: lat.toFixed(6), lon: lon.toFixed(6), format: 'jsonv2', addressdetails: '1', zoom: '18' };
    return this.cached(`r|${language}|${params.lat},${params.lon}`, '/reverse', params, language, (body) => {
      const s = body && typeof body === 'object' && !('error' in body) ? toSuggestion(body as NominatimPlace) : null;
      return s ? [s] : [];
    });
  }

  private async cached(key: string, path: string, params: Record<string, string>, language: string, map: (body: unknown) => AddressSuggestion[]) {
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < this.o.cacheTtlMs) {
      this.cache.delete(key);
      this.cache.set(key, hit); // most recently used last
      return hit.value;
    }
    const value = map(await this.fetchInTurn(path, params, language));
    this.cache.set(key, { at: this.now(), value });
    while (this.cache.size > this.o.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return value;
  }

  private fetchInTurn(path: string, params: Record<string, string>, language: string): Promise<unknown> {
    if (this.waiting >= this.o.maxQueue) {
      return Promise.reject(new HttpError(503, 'GEOCODER_BUSY', GEOCODER_BUSY_MESSAGE, undefined, { 'Retry-After': '2' }));
    }
    this.waiting++;
    const turn = this.chain.then(async () => {
      const wait = this.lastCall + this.o.minIntervalMs - this.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      this.lastCall = this.now();
      this.waiting--;
      return this.fetchOnce(path, params, language);
    });
    this.chain = turn.catch(() => undefined);
    return turn;
  }

  private async fetchOnce(path: string, params: Record<string, string>, language: string): Promise<unknown> {
    const url = new URL(path.replace(/^\//, ''), this.o.baseUrl.href.endsWith('/') ? this.o.baseUrl : new URL(`${this.o.baseUrl.href}/`));
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    try {
      const res = await fetch(url, {
        headers: { 'User-Agent': this.o.userAgent, 'Accept-Language': language, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      return await res.json();
    } catch {
      throw new HttpError(503, 'GEOCODER_UNAVAILABLE', GEOCODER_UNAVAILABLE_MESSAGE);
    }
  }
}
