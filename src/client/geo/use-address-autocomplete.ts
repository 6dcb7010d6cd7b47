import { useQuery } from '@tanstack/react-query';
import { clientConfigQuery } from '../config-query';

/** What GET /api/config carries for the address search (the geocoding module's clientConfig). */
interface AddressSearchConfig {
  geocoding?: { autocomplete?: boolean };
}

/**
 * Whether the server's geocoder allows address suggestions while typing (GET /api/config,
 * `geocoding.autocomplete`). Until the server answers, or when it does not say: no, so the field
 * searches only when asked (the public Nominatim service forbids auto-complete).
 */
export function useAddressAutocomplete(): boolean {
  const { data } = useQuery(clientConfigQuery<AddressSearchConfig | null>());
  return data?.geocoding?.autocomplete === true;
}
