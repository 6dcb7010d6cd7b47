import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, normalizeMethod, onUnauthorized } from './api';
import { stubFetch } from './test-fetch';

beforeEach(() => {
  stubFetch(() => new Response('{"ok":true}', { status: 200 }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function lastInit(): RequestInit {
  return vi.mocked(fetch).mock.calls.at(-1)![1]!;
}

describe('apiRequest: methods', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT'])('accepts %s', async (m) => {
    await apiRequest(m, '/api/x');
    expect(lastInit().method).toBe(m);
  });

  it('trims and upper-cases the method', async () => {
    await apiRequest('  post\t', '/api/x');
    expect(lastInit().method).toBe('POST');
    expect(normalizeMethod('\n get \r')).toBe('GET');
  });

  it.each([
    ['unknown method', 'FETCH'],
    ['empty', ''],
    ['only spaces', '   '],
    ['inner space', 'GE T'],
    ['non-token char', 'GET()'],
    ['zero-width space', 'GET\u200B'],
    ['zero-width non-joiner', '\u200CPOST'],
    ['zero-width joiner', 'PO\u200DST'],
    ['byte-order mark', '\uFEFFGET'],
    ['line separator', 'GET\u2028'],
    ['paragraph separator', 'GET\u2029'],
    ['NUL', 'GET\u0000'],
    ['bell', 'G\u0007ET'],
    ['escape', 'GET\u001B'],
    ['DEL', 'GET\u007F'],
    ['inner tab', 'G\tET'],
    ['non-ASCII letter', 'GÉT'],
  ])('rejects %s, logs it and never fetches', async (_name, method) => {
    await expect(apiRequest(method, '/api/x')).rejects.toThrow(/^Invalid HTTP method: /);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^Invalid HTTP method: /));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a non-string method', async () => {
    await expect(apiRequest(undefined as unknown as string, '/api/x')).rejects.toThrow(/^Invalid HTTP method: /);
  });
});

describe('apiRequest: headers', () => {
  it('accepts token header names in every HeadersInit shape', async () => {
    await apiRequest('GET', '/a', undefined, { headers: { 'X-Request-Id': '1', "x!#$%&'*+-.^_`|~9": 'ok' } });
    await apiRequest('GET', '/a', undefined, { headers: [['Accept', 'application/json']] });
    await apiRequest('GET', '/a', undefined, { headers: new Headers({ Accept: 'text/plain' }) });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(new Headers(lastInit().headers).get('accept')).toBe('text/plain');
  });

  it.each([['Bad Header'], ['X-Ünicode'], ['X:Colon'], ['X-Zero\u200BWidth'], ['']])('rejects the header name %j', async (name) => {
    await expect(apiRequest('GET', '/a', undefined, { headers: { [name]: 'v' } })).rejects.toThrow(/^Invalid HTTP headers: /);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^Invalid HTTP headers: /));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects bad names given as pairs', async () => {
    await expect(apiRequest('GET', '/a', undefined, { headers: [['X (y)', 'v']] })).rejects.toThrow('Invalid HTTP headers: "X (y)"');
  });
});

describe('apiRequest: bodies and cookies', () => {
  it('always sends cookies', async () => {
    await apiRequest('GET', '/api/x', undefined, { credentials: 'omit' });
    expect(lastInit().credentials).toBe('include');
  });

  it('sends no body and no JSON content type without a body', async () => {
    await apiRequest('GET', '/api/x');
    expect(lastInit().body).toBeUndefined();
    expect(new Headers(lastInit().headers).has('content-type')).toBe(false);
  });

  it('sends other bodies as JSON with a JSON content type', async () => {
    await apiRequest('POST', '/api/tasks/1/accept', { userId: 'u1' }, { headers: { 'Content-Type': 'text/plain' } });
    expect(lastInit().body).toBe('{"userId":"u1"}');
    expect(new Headers(lastInit().headers).get('content-type')).toBe('application/json');
  });

  it('sends falsy JSON bodies too', async () => {
    await apiRequest('PUT', '/api/x', 0);
    expect(lastInit().body).toBe('0');
  });

  it('sends FormData as is, letting the browser set the multipart type', async () => {
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('POST', '/api/reports', form, { headers: { 'Content-Type': 'application/json' } });
    expect(lastInit().body).toBe(form);
    expect(new Headers(lastInit().headers).has('content-type')).toBe(false);
  });

  it('passes other init options through (signal)', async () => {
    const controller = new AbortController();
    await apiRequest('GET', '/api/x', undefined, { signal: controller.signal });
    expect(lastInit().signal).toBe(controller.signal);
  });
});

describe('apiRequest: errors', () => {
  it('returns the response on 2xx', async () => {
    const res = await apiRequest('GET', '/api/x');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('throws "<status>: <body>" on non-2xx', async () => {
    stubFetch(() => new Response('{"error":"Nope","code":"X"}', { status: 409, statusText: 'Conflict' }));
    const err = await apiRequest('POST', '/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('409: {"error":"Nope","code":"X"}');
    expect((err as ApiError).status).toBe(409);
    expect(errorMessage(err, 'fallback')).toBe('Nope');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^500: Internal Server Error$/);
  });

  it('lets network errors through', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('Failed to fetch');
  });

  it('errorMessage falls back for non-API errors and plain bodies', () => {
    expect(errorMessage(new Error('x'), 'fallback')).toBe('fallback');
    expect(errorMessage(new ApiError(502, 'Bad Gateway', 'upstream down'), 'fallback')).toBe('upstream down');
    expect(errorMessage(new ApiError(502, 'Bad Gateway', ''), 'fallback')).toBe('fallback');
  });
});

describe('onUnauthorized', () => {
  it('tells the listeners about every 401 with its code, and the caller still reads the body', async () => {
    const seen = vi.fn();
    const stop = onUnauthorized(seen);
    try {
      const body = '{"error":"You need a session","code":"UNAUTHENTICATED"}';
      stubFetch(() => new Response(body, { status: 401, statusText: 'Unauthorized' }));
      const before = performance.now();
      const err = await apiRequest('post', '/api/tasks/t1/accept').catch((e: unknown) => e);
      expect((err as ApiError).body).toBe(body);
      await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
      expect(seen).toHaveBeenCalledWith({ method: 'POST', url: '/api/tasks/t1/accept', code: 'UNAUTHENTICATED', startedAt: expect.any(Number) });
      expect(seen.mock.calls[0]![0].startedAt).toBeGreaterThanOrEqual(before);
      // Other statuses are not reported; a body without JSON has no code.
      stubFetch(() => new Response('{"code":"FORBIDDEN"}', { status: 403 }));
      await apiRequest('GET', '/api/x').catch(() => undefined);
      stubFetch(() => new Response('nope', { status: 401 }));
      await apiRequest('GET', '/api/y').catch(() => undefined);
      await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(2));
      expect(seen.mock.calls[1]![0]).toMatchObject({ url: '/api/y', code: null });
    } finally {
      stop();
    }
  });
});
