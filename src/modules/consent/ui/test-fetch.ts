import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (req: SentRequest) => { status?: number; body?: unknown } | undefined;

/** Stubs fetch: each request is recorded and answered by the first handler that returns something (else 404). */
export function stubFetch(...handlers: Handler[]) {
  const sent: SentRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const req: SentRequest = { method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    sent.push(req);
    for (const h of handlers) {
      const res = h(req);
      if (res) return new Response(JSON.stringify(res.body ?? {}), { status: res.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify({ success: false, error: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fn);
  return { sent, posts: () => sent.filter((r) => r.method === 'POST') };
}
