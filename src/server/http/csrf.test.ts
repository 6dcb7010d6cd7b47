import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { csrfGuard } from './csrf';

function ctx(method: string, headers: Record<string, string>): Context {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, protocol: 'http', host: 'localhost:3000', get: (n: string) => lower[n.toLowerCase()] ?? '' } as unknown as Context;
}
const guard = csrfGuard(['https://cleanquest.example']);
const passes = async (c: Context) => {
  let called = false;
  await guard(c, async () => {
    called = true;
  });
  return called;
};

describe('csrfGuard', () => {
  it('lets safe methods through whatever their origin', async () => {
    expect(await passes(ctx('GET', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }))).toBe(true);
  });
  it('accepts same-origin and user-initiated requests and non-browser clients', async () => {
    expect(await passes(ctx('POST', { 'Sec-Fetch-Site': 'same-origin' }))).toBe(true);
    expect(await passes(ctx('POST', { 'Sec-Fetch-Site': 'none' }))).toBe(true);
    expect(await passes(ctx('POST', {}))).toBe(true);
    expect(await passes(ctx('DELETE', { Origin: 'https://cleanquest.example' }))).toBe(true);
    expect(await passes(ctx('POST', { Origin: 'http://localhost:3000' }))).toBe(true);
  });
  it('refuses cross-site and same-site non-safe requests', async () => {
    await expect(passes(ctx('POST', { 'Sec-Fetch-Site': 'cross-site' }))).rejects.toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    await expect(passes(ctx('PUT', { 'Sec-Fetch-Site': 'same-site' }))).rejects.toMatchObject({ status: 403 });
    await expect(passes(ctx('PATCH', { Origin: 'https://evil.example' }))).rejects.toMatchObject({ status: 403 });
    await expect(passes(ctx('POST', { Origin: 'null' }))).rejects.toMatchObject({ status: 403 });
  });
});
