import { vi } from 'vitest';

/** One request the code under test sent through `fetch`. */
export interface RecordedCall {
  /** Upper case; GET when none was given. */
  method: string;
  url: string;
  /** A JSON body parsed; any other body (FormData, Blob, a string that is not JSON) as sent; undefined without one. */
  body: unknown;
  headers: Headers;
  /** The RequestInit exactly as `fetch` got it (its signal, credentials, body object). */
  init: RequestInit;
}

/**
 * Answers one request. It may throw or reject, which fetch passes on (a network failure is
 * `throw new TypeError('Failed to fetch')`), and may return nothing for the stub's JSON 404.
 */
export type FetchHandler = (req: RecordedCall) => Response | undefined | Promise<Response | undefined>;

/**
 * "METHOD /path" (any query string) or "METHOD /path?query" (that query only; it wins) -> a handler,
 * or a value answered as JSON with status 200.
 */
export type FetchRoutes = Record<string, unknown>;

const notFound = () => Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * The one fetch stub of the client tests: it stands in for the server. Give it a route table
 * (`stubFetch({ 'GET /api/config': {...}, 'POST /api/x': (req) => Response.json(...) })`) or one
 * handler for every request (`stubFetch((req) => ...)`); with a table, `fallback` answers what no route
 * names. A request nothing answers gets a JSON 404.
 * Returns the calls as they arrive. The stub is a `vi.fn` in place of the global, so
 * `expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ credentials: 'include' }))`
 * reads exactly what the code passed. `vi.unstubAllGlobals()` puts the real fetch back.
 */
export function stubFetch(routes: FetchRoutes | FetchHandler, fallback?: FetchHandler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const answer: FetchHandler =
    typeof routes === 'function'
      ? routes
      : (req) => {
          const route = routes[`${req.method} ${req.url}`] ?? routes[`${req.method} ${req.url.split('?')[0]}`];
          if (route === undefined) return fallback?.(req);
          return typeof route === 'function' ? (route as FetchHandler)(req) : Response.json(route);
        };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = input instanceof Request ? input : undefined;
      const url = request ? request.url : String(input);
      const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
      // headers and init are not enumerable, so a test can still compare a call with toEqual({ method, url, body }).
      const req = Object.defineProperties({ method, url, body: parseBody(init.body) }, {
        headers: { value: new Headers(init.headers ?? request?.headers) },
        init: { value: init },
      }) as RecordedCall;
      calls.push(req);
      return (await answer(req)) ?? notFound();
    }),
  );
  return calls;
}
