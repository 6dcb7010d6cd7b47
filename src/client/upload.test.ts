import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthorized } from './api';
import { FakeXhr } from './fake-xhr';
import { uploadForm } from './upload';

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadForm', () => {
  it('posts the form data with cookies and reports progress', async () => {
    const progress = vi.fn();
    const data = new FormData();
    data.append('a', '1');
    const done = uploadForm<{ ok: boolean }>('/api/reports', data, { onProgress: progress });
    const xhr = FakeXhr.sent[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/reports');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(data);
    expect(xhr.requestHeaders['Content-Type']).toBeUndefined();
    xhr.progress(50, 200);
    expect(progress).toHaveBeenLastCalledWith({ loaded: 50, total: 200, percent: 25 });
    xhr.respond(201, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
  });

  it('rejects a non-2xx status with "<status>: <body>"', async () => {
    const done = uploadForm('/api/reports', new FormData());
    FakeXhr.sent[0].respond(413, '{"error":"Too big","code":"PHOTO_TOO_LARGE"}', 'Payload Too Large');
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('413: {"error":"Too big","code":"PHOTO_TOO_LARGE"}');
  });

  it('reports a 401 to the unauthorized listeners like api.ts', async () => {
    const seen = vi.fn();
    const stop = onUnauthorized(seen);
    try {
      const done = uploadForm('/api/reports', new FormData());
      FakeXhr.sent[0].respond(401, '{"error":"You need a session","code":"UNAUTHENTICATED"}', 'Unauthorized');
      await done.catch(() => undefined);
      expect(seen).toHaveBeenCalledWith({ method: 'POST', url: '/api/reports', code: 'UNAUTHENTICATED', startedAt: expect.any(Number) });
    } finally {
      stop();
    }
  });

  it('uses the status text for an empty body, a TypeError for a network failure and aborts on the signal', async () => {
    const a = uploadForm('/x', new FormData());
    FakeXhr.sent[0].respond(502, '', 'Bad Gateway');
    await expect(a).rejects.toThrow('502: Bad Gateway');

    const b = uploadForm('/x', new FormData());
    FakeXhr.sent[1].fail();
    await expect(b).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const c = uploadForm('/x', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(c).rejects.toMatchObject({ name: 'AbortError' });
  });
});
