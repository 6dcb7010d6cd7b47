/** geocoding module: address search and reverse look-up through a Nominatim- or Photon-compatible service. */

/** Spec section 3, Address suggestion. */
export interface AddressSuggestion {
  formatted: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  country: string;
  lat: number;
  lon: number;
  place_id: string;
}

/** Spec sections 5 and 9: search starts at 3 characters, 300 ms debounce, 5 results. */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 300;
export const ADDRESS_MAX_RESULTS = 5;

export const GEOCODER_UNAVAILABLE_MESSAGE = 'Address search is not available right now. You can still type the address yourself.';
export const GEOCODER_BUSY_MESSAGE = 'Address search is busy. Please try again in a moment.';

/**
 * What GET /api/config carries under `geocoding`. `autocomplete` false (the public Nominatim service,
 * whose usage policy forbids auto-complete): the address field searches only on Enter or its search
 * button. True (a Photon or self-hosted service): suggestions while typing.
 */
export interface GeocodingClientConfig {
  autocomplete: boolean;
}
