import { HttpError } from '../../../server/http/errors';
import { GEOCODER_UNAVAILABLE_MESSAGE, type AddressSuggestion } from '../contract';

/**
 * One geocoding service (Nominatim or Photon), asked directly. The routes go through
 * GeocodingService (service.ts), which spaces, caches and queues these calls for every process.
 */
export interface Geocoder {
  search(q: string, language: string): Promise<AddressSuggestion[]>;
  reverse(lat: number, lon: number, language: string): Promise<AddressSuggestion[]>;
}

export interface UpstreamOptions {
  baseUrl: URL;
  userAgent: string;
  timeoutMs: number;
}

/** GET baseUrl + path with params as JSON; a clear 503 when the service is slow, broken or unreachable. */
export async function getJson(o: UpstreamOptions, path: string, params: Record<string, string>, language: string): Promise<unknown> {
  const url = new URL(path.replace(/^\//, ''), o.baseUrl.href.endsWith('/') ? o.baseUrl : new URL(`${o.baseUrl.href}/`));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  try {
    const res = await fetch(url, {
      headers: { 'User-Agent': o.userAgent, 'Accept-Language': language, Accept: 'application/json' },
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    return await res.json();
  } catch {
    throw new HttpError(503, 'GEOCODER_UNAVAILABLE', GEOCODER_UNAVAILABLE_MESSAGE);
  }
}
