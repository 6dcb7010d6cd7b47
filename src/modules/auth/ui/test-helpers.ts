import { vi } from 'vitest';
import type { CurrentUserDto } from '../../guest/contract';
import { SAMPLE_SESSION_EXPIRES_AT, sampleGuest } from '../../../client/session/sample-users';
import { toCurrentUser } from '../../../client/session/current-user';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export type Call = { method: string; url: string; body: Record<string, unknown> | null };
export type Handler = (call: Call) => Response | Promise<Response>;

/** Stubs fetch with a route table ("METHOD /path" -> handler) and records every call. */
export function serve(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      const call = { method: init.method ?? 'GET', url, body };
      calls.push(call);
      const handler = routes[`${call.method} ${url}`];
      return handler ? handler(call) : json({ error: 'not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

export const accountUser: CurrentUserDto = {
  ...sampleGuest.user!,
  id: '11111111-2222-4333-8444-555555555555',
  username: 'ada_green',
  firstName: 'Ada',
  lastName: 'Green',
  isGuest: false,
  totalCoins: 120,
  currentXP: 300,
};
export const registered = toCurrentUser(accountUser);

export const signInResult = (extra: Record<string, unknown> = {}) => ({
  user: accountUser,
  session: { id: 's-new', expiresAt: SAMPLE_SESSION_EXPIRES_AT, remainingTime: 1000 },
  guestPoints: null,
  ...extra,
});
