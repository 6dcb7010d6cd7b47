import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest, sendRequest, throwIfResNotOk } from './api';
import { endpointUrl, type AnyEndpoint, type EndpointInput, type EndpointResponse, type EndpointUrlInput } from '../shared/endpoint';

/**
 * Calls and query keys made from an endpoint definition (mutations and uploads: endpoint-mutation.ts) (a module's `endpoints.ts`;
 * issue 20): the URL and the key come from the definition, never from a copied string.
 *
 * Query keys: `[<'/api' + path template>, <input>]`, e.g.
 * `['/api/tasks/my-tasks/:userId', { params: { userId: 'u1' } }]`. react-query matches keys by
 * prefix, part by part (objects partially), so `endpointKey(ep)` covers every call of the endpoint
 * and `endpointKey(ep, { params: { userId } })` every call for that person. A module that refreshes
 * another module's data invalidates `endpointKey(<that module's endpoint>)`.
 */


/** Keys are prefixes: any part of the input may be left out. */
type KeyInput<E extends AnyEndpoint> = { params?: Partial<NonNullable<EndpointInput<E>['params']>>; query?: Partial<NonNullable<EndpointInput<E>['query']>> };

/** The query key of an endpoint's calls (all of them without input; those with that input, as a prefix, with it). */
export function endpointKey<E extends AnyEndpoint>(endpoint: E, input?: KeyInput<E>): QueryKey {
  const base = `/api${endpoint.path}`;
  if (!input) return [base];
  const part: Record<string, unknown> = {};
  if (input.params && Object.keys(input.params).length > 0) part.params = input.params;
  if (input.query) {
    const query = Object.fromEntries(Object.entries(input.query).filter(([, v]) => v !== undefined));
    if (Object.keys(query).length > 0) part.query = query;
  }
  return Object.keys(part).length > 0 ? [base, part] : [base];
}

/** Sends a call and answers its parsed JSON (null for an empty answer); a non-2xx throws ApiError "<status>: <body>". */
export async function callEndpoint<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>, init?: RequestInit): Promise<EndpointResponse<E>> {
  const res = await apiRequest(endpoint.method, endpointUrl(endpoint, input), (input as { body?: unknown }).body, init);
  return parseJson(res) as Promise<EndpointResponse<E>>;
}

async function parseJson(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

/**
 * react-query options for a GET endpoint: its key and a fetch of its URL (a non-2xx throws ApiError).
 * Spread more options over the result as needed.
 */
export function endpointQuery<E extends AnyEndpoint & { method: 'GET' }>(endpoint: E, input: EndpointUrlInput<E> = {} as EndpointUrlInput<E>) {
  return queryOptions<EndpointResponse<E>>({
    queryKey: endpointKey(endpoint, input as KeyInput<E>),
    // The URL is made when fetching: a query waiting for its input (enabled: false) may not have it yet.
    queryFn: async ({ signal }) => {
      const res = await sendRequest('GET', endpointUrl(endpoint, input), undefined, { signal });
      await throwIfResNotOk(res);
      return (await parseJson(res)) as EndpointResponse<E>;
    },
  });
}
