import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { FakeXhr } from './fake-xhr';
import { retryDelayMs, uploadForm } from './upload';

/** Lets the pending promise callbacks run, then moves the fake clock past the next backoff. */
async function nextAttempt() {
  await vi.advanceTimersByTimeAsync(10_000);
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('uploadForm retries (issue 23)', () => {
  it('retries a network failure with the same form and Idempotency-Key, then succeeds', async () => {
    const form = new FormData();
    form.append('location', 'Marktplatz');
    const done = uploadForm<{ ok: boolean }>('/api/reports', form, { headers: { 'Idempotency-Key': 'k-1' } });
    FakeXhr.sent[0].fail();
    await nextAttempt();
    FakeXhr.sent[1].fail();
    await nextAttempt();
    expect(FakeXhr.sent).toHaveLength(3);
    expect(FakeXhr.sent.map((x) => x.requestHeaders['Idempotency-Key'])).toEqual(['k-1', 'k-1', 'k-1']);
    expect(FakeXhr.sent.every((x) => x.body === form)).toBe(true);
    FakeXhr.sent[2].respond(201, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
  });

  it('gives up after three retries with the network error', async () => {
    const done = uploadForm('/api/reports', new FormData(), { headers: { 'Idempotency-Key': 'k-2' } });
    const outcome = done.catch((e: unknown) => e);
    for (let i = 0; i < 4; i++) {
      FakeXhr.sent[i].fail();
      await nextAttempt();
    }
    expect(FakeXhr.sent).toHaveLength(4);
    expect(await outcome).toBeInstanceOf(TypeError);
  });

  it('never retries a server answer, nor a request without an Idempotency-Key unless asked', async () => {
    const answered = uploadForm('/api/reports', new FormData(), { headers: { 'Idempotency-Key': 'k-3' } });
    FakeXhr.sent[0].respond(500, '{"error":"x","code":"INTERNAL"}');
    await expect(answered).rejects.toBeInstanceOf(ApiError);
    expect(FakeXhr.sent).toHaveLength(1);

    const plain = uploadForm('/api/user/upload-profile-picture', new FormData()).catch((e: unknown) => e);
    FakeXhr.sent[1].fail();
    expect(await plain).toBeInstanceOf(TypeError);
    expect(FakeXhr.sent).toHaveLength(2);

    const asked = uploadForm('/x', new FormData(), { retries: 1 });
    FakeXhr.sent[2].fail();
    await nextAttempt();
    FakeXhr.sent[3].respond(200, { ok: 1 });
    await expect(asked).resolves.toEqual({ ok: 1 });
  });

  it('stops waiting when aborted during the backoff, and when the browser is offline', async () => {
    const controller = new AbortController();
    const aborted = uploadForm('/x', new FormData(), { retries: 3, signal: controller.signal }).catch((e: unknown) => e);
    FakeXhr.sent[0].fail();
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
    await nextAttempt();
    expect(FakeXhr.sent).toHaveLength(1);

    vi.stubGlobal('navigator', { onLine: false });
    const offline = uploadForm('/x', new FormData(), { retries: 3 }).catch((e: unknown) => e);
    FakeXhr.sent[1].fail();
    expect(await offline).toBeInstanceOf(TypeError);
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('backs off 1 s, 2 s, 4 s, at most 8 s (with up to 20 % jitter)', () => {
    expect([1, 2, 3, 4, 6].map((n) => retryDelayMs(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(retryDelayMs(1, () => 0)).toBe(800);
    expect(retryDelayMs(1, () => 1)).toBe(1200);
  });
});
