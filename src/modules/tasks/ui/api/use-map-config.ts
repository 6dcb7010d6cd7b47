import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/config: run-time settings (the CSP forbids inline scripts, so they come from the API). */
export interface ClientConfig {
  mapTileUrl: string;
  mapAttribution: string;
  aiVerifier?: 'openai' | 'local';
}

/** Spec 7: a public tile service with subdomains a to c. Used until (or when) /api/config fails. */
export const DEFAULT_MAP_CONFIG: ClientConfig = {
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
};

export const CLIENT_CONFIG_KEY = ['/api/config'] as const;
export const clientConfigQuery = () => queryOptions<ClientConfig>({ queryKey: [...CLIENT_CONFIG_KEY], staleTime: Infinity, retry: 1 });

/** The tile template and attribution; `ready` once the server answered or failed (then the default). */
export function useMapConfig(): { config: ClientConfig; ready: boolean } {
  const query = useQuery(clientConfigQuery());
  const data = query.data;
  const config =
    data && typeof data.mapTileUrl === 'string' && data.mapTileUrl.includes('{z}')
      ? { ...data, mapAttribution: data.mapAttribution || DEFAULT_MAP_CONFIG.mapAttribution }
      : DEFAULT_MAP_CONFIG;
  return { config, ready: !query.isPending };
}
