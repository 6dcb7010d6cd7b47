import { vi } from 'vitest';

export type FetchHandler = (req: { method: string; url: string; body: unknown }) => Response | Promise<Response>;
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Component tests: stubs fetch with a table of "METHOD /path" handlers (query strings ignored when
 * matching; the handler sees the full url); anything else is a JSON 404. Returns the recorded calls.
 */
export function stubFetch(routes: Record<string, FetchHandler | unknown>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      calls.push({ method, url, body });
      const route = routes[`${method} ${url.split('?')[0]}`];
      if (route === undefined) return Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
      return typeof route === 'function' ? (route as FetchHandler)({ method, url, body }) : Response.json(route);
    }),
  );
  return calls;
}
