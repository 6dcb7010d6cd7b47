/** geocoding module: address search and reverse look-up through a Nominatim- or Photon-compatible service. */

/**
 * The suggestion shape and the search limits (spec 3, 5, 9) live in src/shared/address.ts: the
 * client's address field reads them there, without naming this module.
 */
export { ADDRESS_DEBOUNCE_MS, ADDRESS_MAX_RESULTS, ADDRESS_MIN_CHARS, type AddressSuggestion } from '../../shared/address';

export const GEOCODER_UNAVAILABLE_MESSAGE = 'Address search is not available right now. You can still type the address yourself.';
export const GEOCODER_BUSY_MESSAGE = 'Address search is busy. Please try again in a moment.';
/** 409 to a search still waiting for its turn when a newer search of the same person replaces it. */
export const GEOCODER_SUPERSEDED_MESSAGE = 'A newer address search replaced this one.';

/**
 * What GET /api/config carries under `geocoding`. `autocomplete` false (the public Nominatim service,
 * whose usage policy forbids auto-complete): the address field searches only on Enter or its search
 * button. True (a Photon or self-hosted service): suggestions while typing.
 */
export interface GeocodingClientConfig {
  autocomplete: boolean;
}

export const GEOCODING_API = Symbol.for('geocoding.api');

/** The first place the geocoder found for a typed address (GeocodingApi.lookupAddress). */
export interface GeocodedPoint {
  latitude: number;
  longitude: number;
  /** The place as the service names it. */
  formatted: string;
}

/** How long lookupAddress waits by default (its turn at the shared rate limit and the call) before giving up. */
export const ADDRESS_LOOKUP_TIMEOUT_MS = 3000;

/** What other modules may ask the geocoding module on the server (issue 23: reports land where the litter is). */
export interface GeocodingApi {
  /**
   * The first place matching a typed address, through the configured service with the shared rate
   * limit and cache (as GET /api/geocode/search). Null when the text is shorter than ADDRESS_MIN_CHARS,
   * nothing matches, the service is unreachable, busy, or has not answered within `timeoutMs`
   * (default ADDRESS_LOOKUP_TIMEOUT_MS). Never throws. `asker` names who asks, for the fair queue
   * (e.g. 'report:<user id>', 'partner:<id>').
   */
  lookupAddress(text: string, opts: { asker: string; language?: string; timeoutMs?: number }): Promise<GeocodedPoint | null>;
}
