import { vi } from 'vitest';
import type { CurrentUserDto } from '../../guest/contract';
import { toCurrentUser } from '../../../client/session/current-user';

export type Handler = (req: { method: string; url: string; body: unknown }) => Response | Promise<Response>;

/**
 * Stubs fetch with a table of "METHOD /path" handlers (query strings ignored); anything else is a 404.
 * Returns the recorded calls.
 */
export function stubApi(routes: Record<string, Handler | unknown>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      calls.push({ method, url, body });
      const path = url.split('?')[0];
      const route = routes[`${method} ${path}`];
      if (route === undefined) return Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
      return typeof route === 'function' ? (route as Handler)({ method, url, body }) : Response.json(route);
    }),
  );
  return calls;
}

export const testUser = toCurrentUser({
  id: 'u1',
  username: 'tester',
  firstName: 'Tess',
  lastName: 'Tester',
  profileImageUrl: null,
  avatarUrl: null,
  level: 3,
  email: null,
  gender: null,
  dateOfBirth: null,
  astrologicalSign: null,
  element: null,
  role: 'cleaner',
  totalCoins: 40,
  currentXP: 120,
  tasksCompleted: 2,
  rating: 0,
  isActive: true,
  isEmailVerified: false,
  isGuest: false,
  avatarLevel: null,
  championName: null,
  consentVersion: null,
  marketingOptOut: false,
  profilingOptOut: false,
  lastLogin: null,
} satisfies CurrentUserDto);
