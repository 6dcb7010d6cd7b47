import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADDRESS_DEBOUNCE_MS, type AddressSuggestion } from '../../shared/address';
import { useDebouncedValue } from '../use-debounced-value';
import { addressSearchQuery, geocoderProblem, isSearchable, normalizeQuery, type GeocoderEndpoints } from './geocode-api';
import { useAddressAutocomplete } from './use-address-autocomplete';

/** A search the user asked for (Enter or the search button); `n` tells repeated asks apart. */
interface SearchRequest {
  q: string;
  n: number;
}

/**
 * The address look-up behind AddressField. Only text the user typed is searched, not a chosen
 * suggestion or a GPS address. With auto-complete (the server's geocoder allows it) typed text is
 * searched from 3 characters once typing pauses for 300 ms. Without it, typing sends nothing:
 * `ask()` (Enter or the search button) requests the current text, sent once the asks pause for
 * 300 ms, so a burst of presses is one request; editing the text drops the request, so the list
 * shows only for the text that was asked about.
 */
export function useAddressSearch(value: string, typedAtStart: boolean, geocoder: GeocoderEndpoints) {
  const autocomplete = useAddressAutocomplete();
  const [typed, setTyped] = useState(typedAtStart);
  const [tooShort, setTooShort] = useState(false);
  const query = normalizeQuery(value);
  const debounced = useDebouncedValue(query, ADDRESS_DEBOUNCE_MS);
  const [request, setRequest] = useState<SearchRequest | null>(null);
  const requested = useDebouncedValue(request, ADDRESS_DEBOUNCE_MS);
  const searchText = !typed
    ? null
    : autocomplete
      ? isSearchable(debounced) && isSearchable(query)
        ? debounced
        : null
      : request && requested === request && request.q === query
        ? request.q
        : null;
  const searching = searchText !== null;
  const search = useQuery({ ...addressSearchQuery(geocoder, searchText ?? ''), enabled: searching, placeholderData: keepPreviousData });
  const results: AddressSuggestion[] = searching ? (search.data ?? []) : [];
  const pending = autocomplete
    ? searching && (search.isFetching || debounced !== query)
    : (request !== null && requested !== request) || (searching && search.isFetching);

  return {
    /** Suggestions while typing (GET /api/config); otherwise only on request. */
    autocomplete,
    typed,
    setTyped,
    /** The last ask was for fewer than 3 characters. */
    tooShort,
    /** A search is on for the current text. */
    searching,
    search,
    results,
    problem: searching ? geocoderProblem(search.error) : null,
    pending,
    /** Changes each time an asked-for search is sent. */
    requested,
    /** The user edited the text: search it (with auto-complete), forget the last ask. */
    edited() {
      setTyped(true);
      setTooShort(false);
      setRequest(null);
    },
    /** Enter or the search button: look up the current text, or say it is too short. */
    ask() {
      if (!isSearchable(query)) {
        setTooShort(true);
        return;
      }
      setTooShort(false);
      setTyped(true);
      setRequest((r) => ({ q: query, n: (r?.n ?? 0) + 1 }));
    },
  };
}
