import { queryOptions } from '@tanstack/react-query';
import type { CreateGuestResponse, CurrentUserDto, SessionDto, ValidateResponse } from '../../shared/session';
import { apiRequest, sendRequest } from '../api';
import { endpointUrl } from '../../shared/endpoint';
import { createGuest, validateSession as validateEndpoint } from '../../shared/session-endpoints';

/** Later features invalidate this key to refresh the user (coins, level) after earning rewards. */
export const SESSION_QUERY_KEY = ['session'] as const;

export const SESSION_CREATE_FAILED = 'Failed to create guest session';

export interface GuestSession {
  session: SessionDto;
  user: CurrentUserDto;
  /** True when this load started a new guest session (the welcome toast was shown). */
  created: boolean;
}

export interface SessionNotifier {
  welcome(): void;
  failed(): void;
}

/** GET /api/guest/validate. Any failure (status, network, bad JSON) counts as "no valid session". */
export async function validateSession(): Promise<ValidateResponse | null> {
  try {
    const res = await sendRequest(validateEndpoint.method, endpointUrl(validateEndpoint));
    if (!res.ok) return null;
    return (await res.json()) as ValidateResponse;
  } catch {
    return null;
  }
}

/** POST /api/guest/create; any failure becomes Error('Failed to create guest session'). */
export async function createGuestSession(): Promise<CreateGuestResponse> {
  try {
    const res = await apiRequest(createGuest.method, endpointUrl(createGuest));
    const body = (await res.json()) as CreateGuestResponse;
    if (!body?.session || !body?.user) throw new Error('Malformed guest session response');
    return body;
  } catch (cause) {
    throw new Error(SESSION_CREATE_FAILED, { cause });
  }
}

/** Spec 4, Guest session start: reuse a valid session, otherwise create one (welcome or error toast). */
export async function startGuestSession(notify: SessionNotifier): Promise<GuestSession> {
  const existing = await validateSession();
  if (existing?.valid && existing.session && existing.user) {
    return { session: existing.session, user: existing.user, created: false };
  }
  let created: CreateGuestResponse;
  try {
    created = await createGuestSession();
  } catch (err) {
    notify.failed();
    throw err;
  }
  notify.welcome();
  return { ...created, created: true };
}

/** setTimeout cannot wait longer than ~24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The ['session'] query. Fetched once (react-query deduplicates, so StrictMode's double effects never
 * create two sessions) and checked again when the session expires, which starts a fresh one.
 */
export function sessionQueryOptions(notify: SessionNotifier) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    // Runs while other queries are paused (react-query's onlineManager set offline), as an account
    // erasure does while the old person's session ends and a new guest session starts.
    networkMode: 'always',
    // The abort signal is deliberately not used: react-query cancels a query whose signal was read
    // when its last observer unmounts (StrictMode does that), and a cancelled validate must not
    // lead to a second create.
    queryFn: () => startGuestSession(notify),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.session.expiresAt;
      if (!expiresAt) return false;
      const ms = new Date(expiresAt).getTime() - Date.now();
      if (!Number.isFinite(ms)) return false;
      return Math.min(Math.max(ms + 1000, 1000), MAX_TIMER_MS);
    },
  });
}
