import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientConfigQuery as coreConfigQuery } from '../../../../client/config-query';
import { mapTileSettings } from '../../../../shared/map-tiles';

/** GET /api/config: run-time settings (the CSP forbids inline scripts, so they come from the API). */
export interface ClientConfig {
  mapTileUrl: string;
  mapAttribution: string;
  aiVerifier?: 'openai' | 'local';
}

export const clientConfigQuery = () => queryOptions({ ...coreConfigQuery<ClientConfig>(), retry: 1 });

/**
 * The tile template and attribution; `ready` once the server answered or failed (then the OSM
 * defaults). Leaflet renders the attribution as HTML, so it is reduced to text and links here too.
 */
export function useMapConfig(): { config: ClientConfig; ready: boolean } {
  const query = useQuery(clientConfigQuery());
  const config: ClientConfig = { ...query.data, ...mapTileSettings(query.data) };
  return { config, ready: !query.isPending };
}
