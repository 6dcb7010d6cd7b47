/**
 * Address search (spec sections 3, 5 and 9), shared by the client's address field (src/client/geo)
 * and the geocoding module that answers GET /api/geocode/search and /reverse. Isomorphic.
 */

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
