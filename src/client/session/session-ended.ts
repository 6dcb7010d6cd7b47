import type { QueryClient } from '@tanstack/react-query';
import { ErrorCodes } from '../../shared/errors';
import { onUnauthorized, type Unauthorized } from '../api';
import { SESSION_QUERY_KEY } from './guest-session';
import { SIGN_OUT_PATH, startFreshGuestSession } from './sign-out';
import { endpointUrl } from '../../shared/endpoint';
import { createGuest, validateSession } from '../../shared/session-endpoints';

/**
 * Calls whose 401 is handled where they are made: the session start itself (validate, create) and
 * sign-out, which starts the fresh guest session on its own when the session had already ended.
 */
const OWN_HANDLING = new Set([endpointUrl(validateSession), endpointUrl(createGuest), SIGN_OUT_PATH]);

/** After a recovery, further 401s within this time do not start another one (a device that cannot keep a cookie must not loop). */
export const RECOVERY_COOLDOWN_MS = 60_000;

function pathOf(url: string): string {
  return new URL(url, 'http://local').pathname;
}

/**
 * The one place that notices a session ended elsewhere (signed out everywhere, revoked in the sessions
 * list, expired): a 401 `UNAUTHENTICATED` ("no live session") from an /api call while the client has a
 * session drops every cached answer and starts a fresh guest session, the same path as sign-out, then
 * calls `notify` (once the new session is there, so its toast is the one the person sees). Other 401s
 * are answers of a flow (a failed sign-in is `SIGNIN_FAILED` / `RECOVERY_FAILED`) and are left alone.
 * One recovery at a time; a 401 to a request sent before the last recovery ended belongs to the old
 * session; and none within RECOVERY_COOLDOWN_MS of the last one. Returns the unsubscribe.
 */
export function watchSessionEnd(queryClient: QueryClient, notify: () => void): () => void {
  /** When the last recovery ended (performance.now()); Infinity while one runs. */
  let lastEnd = Number.NEGATIVE_INFINITY;
  const ended = (answer: Unauthorized) => {
    if (answer.code !== ErrorCodes.UNAUTHENTICATED) return;
    const path = pathOf(answer.url);
    if (!path.startsWith('/api/') || OWN_HANDLING.has(path)) return;
    if (answer.startedAt < lastEnd || performance.now() - lastEnd < RECOVERY_COOLDOWN_MS) return;
    if (!queryClient.getQueryData(SESSION_QUERY_KEY)) return;
    lastEnd = Number.POSITIVE_INFINITY;
    void recover();
  };
  const recover = async () => {
    try {
      await startFreshGuestSession(queryClient);
      // Without a new session the session start's own error toast stays.
      if (queryClient.getQueryData(SESSION_QUERY_KEY)) notify();
    } finally {
      lastEnd = performance.now();
    }
  };
  return onUnauthorized(ended);
}
