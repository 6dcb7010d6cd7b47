import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, type GuestSession } from '../../../../client/session/guest-session';
import type { GuestPointsChoice, SignInResponse } from '../../contract';
import { signInOptions, signInWithPasskey, signInWithRecoveryCode } from '../../endpoints';
import { promptForPasskey } from '../webauthn';
import { callAuth } from './auth-call';

/**
 * After a sign-in the server has set the new session's cookie: the session cache shows the account at
 * once, and every other cached answer (it belonged to the previous person on this device) is dropped.
 */
function applySignIn(queryClient: QueryClient, result: SignInResponse): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData<GuestSession>(SESSION_QUERY_KEY, { session: result.session, user: result.user, created: false });
}

/**
 * Signing in: with a passkey (options, the browser's prompt, then the server's check) or with the
 * username and a recovery code. A success is applied to the caches before it is answered; a guest's
 * points go with `guestPoints` (merged into the account or donated).
 */
/**
 * Issue 35: what a guest kept on this device to send later (the offline queue) is the same person's
 * work: it moves to the account before the page learns of the new session, so it is sent under the
 * account. The queue's code loads only here, after a sign-in.
 */
async function moveGuestQueue(previous: GuestSession | undefined, result: SignInResponse): Promise<void> {
  const guest = previous?.user;
  if (!guest?.isGuest || guest.id === result.user.id) return;
  try {
    const { adoptGuestItems } = await import('../../../../client/offline/runtime');
    await adoptGuestItems(guest.id, result.user.id);
  } catch {
    // The chunk did not load: the items stay listed as an earlier session's, with Send as me.
  }
}

export function useSignIn() {
  const queryClient = useQueryClient();
  const applied = async (result: SignInResponse) => {
    await moveGuestQueue(queryClient.getQueryData<GuestSession>(SESSION_QUERY_KEY), result);
    applySignIn(queryClient, result);
    return result;
  };
  return {
    withPasskey: async (guestPoints?: GuestPointsChoice) => {
      const options = await callAuth(signInOptions, {});
      const response = await promptForPasskey(options);
      return applied(await callAuth(signInWithPasskey, { body: { response, ...(guestPoints ? { guestPoints } : {}) } }));
    },
    withRecoveryCode: async (input: { username: string; code: string; guestPoints?: GuestPointsChoice }) => applied(await callAuth(signInWithRecoveryCode, { body: input })),
  };
}
