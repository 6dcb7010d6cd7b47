import { queryOptions, type QueryFunction } from '@tanstack/react-query';
import * as core from '../shared/core-endpoints';
import type { EndpointResponse } from '../shared/endpoint';
import { endpointKey, endpointQuery } from './endpoint';

/**
 * GET /api/config: the run-time settings the core serves (each module's own under its id). Server
 * rendering fills its key, so a server-rendered page never fetches it; screens read it through
 * clientConfigQuery.
 */
export const CLIENT_CONFIG_KEY = endpointKey(core.clientConfig);

/** The core's settings; modules' settings are under their ids. */
export type ClientConfig = EndpointResponse<typeof core.clientConfig> & Record<string, unknown>;

/**
 * The settings as react-query options, fetched once (they change only with a restart). `T` is the
 * part the caller reads, e.g. `{ geocoding?: { autocomplete?: boolean } }` for the geocoding module's.
 */
export function clientConfigQuery<T = ClientConfig>() {
  const { queryFn } = endpointQuery(core.clientConfig);
  return queryOptions<T>({ queryKey: CLIENT_CONFIG_KEY, queryFn: queryFn as unknown as QueryFunction<T>, staleTime: Infinity });
}
