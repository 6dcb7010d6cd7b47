import { queryOptions } from '@tanstack/react-query';
import { ADDRESS_MAX_RESULTS, ADDRESS_MIN_CHARS, type AddressSuggestion } from '../../shared/address';
import { ApiError, apiRequest } from '../api';

/**
 * Address search and reverse look-up (GET /api/geocode/search, /api/geocode/reverse) as react-query
 * options. Keys: ['/api/geocode/search', q] and ['/api/geocode/reverse', lat, lon] (5 decimals).
 */

const FIVE_MINUTES = 5 * 60 * 1000;

export function normalizeQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function isSearchable(text: string): boolean {
  return normalizeQuery(text).length >= ADDRESS_MIN_CHARS;
}

export const addressSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['/api/geocode/search', q] as const,
    queryFn: async ({ signal }) => {
      const res = await apiRequest('GET', `/api/geocode/search?q=${encodeURIComponent(q)}`, undefined, { signal });
      const body = (await res.json()) as { results?: AddressSuggestion[] };
      return (body.results ?? []).slice(0, ADDRESS_MAX_RESULTS);
    },
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    retry: false,
  });

export const reverseGeocodeQuery = (latitude: number, longitude: number) => {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return queryOptions({
    queryKey: ['/api/geocode/reverse', lat, lon] as const,
    queryFn: async ({ signal }) => {
      const res = await apiRequest('GET', `/api/geocode/reverse?lat=${lat}&lon=${lon}`, undefined, { signal });
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
