import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { sendRequest, throwIfResNotOk } from './api';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The URL of a query key: its parts joined with '/', e.g. ['/api/user', 'u1'] -> '/api/user/u1'. */
export function keyToUrl(queryKey: QueryKey): string {
  return queryKey
    .map((part) => {
      if (typeof part === 'string' || typeof part === 'number') return String(part);
      throw new TypeError(`Query key parts must be strings or numbers to form a URL, got ${JSON.stringify(part)}`);
    })
    .join('/');
}

/** The default data fetch: GET the joined key, with cookies. A 401 throws, or gives null if asked. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await sendRequest('GET', keyToUrl(queryKey), undefined, { signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    if (res.status === 204) return null;
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T | null;
  };
}

/** Fetched once, never stale, no retries: screens opt in to polling and retries where the spec says. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
