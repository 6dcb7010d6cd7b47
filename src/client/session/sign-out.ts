import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api';
import { SESSION_QUERY_KEY } from './guest-session';
import { endpointUrl } from '../../shared/endpoint';
import { signOut as signOutEndpoint } from '../../shared/session-endpoints';

/** The sign-out call (served by the auth module; src/shared/session-endpoints.ts). */
export const SIGN_OUT_PATH = endpointUrl(signOutEndpoint);

/**
 * After the session cookie is gone (sign-out, sign-out everywhere, deletion): every cached answer
 * belonged to the person who left, so all are dropped, and the ['session'] query starts again, which
 * starts a fresh guest session (spec 4, Guest session start).
 */
export async function startFreshGuestSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
  await queryClient.resetQueries({ queryKey: SESSION_QUERY_KEY });
}

/** POST /api/auth/signout, then a fresh guest session. A 401 means the session had already ended. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await apiRequest(signOutEndpoint.method, SIGN_OUT_PATH);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) throw err;
  }
  await startFreshGuestSession(queryClient);
}
