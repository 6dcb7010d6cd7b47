import { queryOptions } from '@tanstack/react-query';
import { ADDRESS_MAX_RESULTS, ADDRESS_MIN_CHARS, type AddressSuggestion } from '../../shared/address';
import { ApiError, apiRequest } from '../api';
import { callEndpoint, endpointKey } from '../endpoint';
import { endpointUrl, type Endpoint } from '../../shared/endpoint';

/**
 * Address search and reverse look-up as react-query options, through the geocoding endpoints the
 * caller hands in (the address field's `geocoder` prop: the core names no module). Keys are the
 * endpoints' (`endpointKey`); the reverse look-up rounds to 5 decimals (about a metre), so nearby
 * fixes share an answer.
 */

/** The two geocoding calls, as the geocoding module defines them (src/modules/geocoding/endpoints.ts). */
export interface GeocoderEndpoints {
  search: Endpoint<{ method: 'GET'; path: string; access: 'public'; params: undefined; query: { q: string }; body: undefined; response: { results: AddressSuggestion[] } }>;
  reverse: Endpoint<{ method: 'GET'; path: string; access: 'public'; params: undefined; query: { latitude: number; longitude: number }; body: undefined; response: { result: AddressSuggestion | null } }>;
}

const FIVE_MINUTES = 5 * 60 * 1000;

export function normalizeQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function isSearchable(text: string): boolean {
  return normalizeQuery(text).length >= ADDRESS_MIN_CHARS;
}

export const addressSearchQuery = (geocoder: GeocoderEndpoints, q: string) =>
  queryOptions({
    queryKey: endpointKey(geocoder.search, { query: { q } }),
    queryFn: async ({ signal }) => {
      const body = await callEndpoint(geocoder.search, { query: { q } }, { signal });
      return (body?.results ?? []).slice(0, ADDRESS_MAX_RESULTS);
    },
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    retry: false,
  });

export const reverseGeocodeQuery = (geocoder: GeocoderEndpoints, latitude: number, longitude: number) => {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return queryOptions({
    queryKey: endpointKey(geocoder.reverse, { query: { latitude: Number(lat), longitude: Number(lon) } }),
    queryFn: async ({ signal }) => {
      // The endpoint's path with the rounded coordinates as sent (5 decimals, trailing zeros kept).
      const res = await apiRequest(geocoder.reverse.method, `${endpointUrl(geocoder.reverse)}?latitude=${lat}&longitude=${lon}`, undefined, { signal });
      const body = (await res.json()) as { result?: AddressSuggestion | null };
      return body.result ?? null;
    },
    staleTime: FIVE_MINUTES,
    retry: false,
  });
};

export type GeocoderProblem = 'unavailable' | 'busy';

/**
 * Whether a search error means the address search is down (503, network failure), so the field
 * shows a short note and keeps accepting typed text. Other errors (e.g. a 400) are not shown.
 */
export function geocoderProblem(err: unknown): GeocoderProblem | null {
  if (!err) return null;
  if (err instanceof ApiError) {
    if (err.status === 503 && err.body.includes('GEOCODER_BUSY')) return 'busy';
    if (err.status >= 500 || err.status === 429) return 'unavailable';
    return null;
  }
  if (err instanceof Error && err.name === 'AbortError') return null;
  return 'unavailable';
}
