import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { createQueryClient, getQueryFn, keyToUrl } from './query-client';
import { stubFetch } from './test-fetch';

afterEach(() => vi.unstubAllGlobals());

function ctx(queryKey: readonly unknown[]): QueryFunctionContext {
  return { queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() } as unknown as QueryFunctionContext;
}

describe('keyToUrl', () => {
  it('joins key parts with "/"', () => {
    expect(keyToUrl(['/api/tasks/available'])).toBe('/api/tasks/available');
    expect(keyToUrl(['/api/user', 'u1'])).toBe('/api/user/u1');
    expect(keyToUrl(['/api/tasks/my-tasks', 'u1'])).toBe('/api/tasks/my-tasks/u1');
    expect(keyToUrl(['/api/users', 7, 'level-progression'])).toBe('/api/users/7/level-progression');
  });
  it('refuses parts that cannot form a URL', () => {
    expect(() => keyToUrl(['/api/x', { a: 1 }])).toThrow(TypeError);
  });
});

describe('getQueryFn', () => {
  it('GETs the joined key with cookies and returns the JSON', async () => {
    stubFetch(() => new Response('{"id":"u1"}', { status: 200 }));
    const data = await getQueryFn({ on401: 'throw' })(ctx(['/api/user', 'u1']));
    expect(data).toEqual({ id: 'u1' });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/user/u1');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
  });

  it('throws on 401 by default', async () => {
    stubFetch(() => new Response('{"error":"Sign in"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/me']))).rejects.toThrow('401: {"error":"Sign in"}');
  });

  it('returns null on 401 when asked', async () => {
    stubFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/me']))).resolves.toBeNull();
  });

  it('still throws other errors with returnNull', async () => {
    stubFetch(() => new Response('', { status: 403, statusText: 'Forbidden' }));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/me']))).rejects.toThrow('403: Forbidden');
  });

  it('gives null for an empty 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/x']))).resolves.toBeNull();
  });
});

describe('createQueryClient', () => {
  it('fetches once, never stale, no retries, no refetch on focus or interval', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations?.retry).toBe(false);
  });

  it('uses the default fetch for a key without its own queryFn and does not retry', async () => {
    stubFetch(() => new Response('boom', { status: 500, statusText: 'Server Error' }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/tasks/config'] })).rejects.toThrow('500: boom');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/tasks/config');
  });
});
