import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import { SESSION_QUERY_KEY } from '../../../../client/session/guest-session';
import { deleteAccount } from '../../endpoints';

/**
 * DELETE /api/account (`mutate({ body: { confirm: 'DELETE' } })`). Afterwards every cached server
 * answer belonged to the deleted person: the ['session'] query starts again (the cookie is gone, so a
 * new guest session starts, with its welcome toast), then all the other answers are dropped.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const others = { predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== SESSION_QUERY_KEY[0] };
  return useEndpointMutation(deleteAccount, {
    // The erasure must go out while every other query is paused.
    networkMode: 'always',
    onMutate: async () => {
      // From now on the old person's reads may answer 401 (the session ends with the erasure): no
      // other query fetches until the new guest session exists (react-query pauses queries while its
      // onlineManager says offline; the session query runs anyway), and those under way stop.
      onlineManager.setOnline(false);
      await queryClient.cancelQueries(others);
    },
    onSuccess: async () => {
      // Start the new guest session first, and only then drop the old answers, so what is still on
      // screen refetches as the new guest once the queries resume.
      await queryClient.resetQueries({ queryKey: SESSION_QUERY_KEY });
      queryClient.removeQueries(others);
    },
    onSettled: () => onlineManager.setOnline(typeof navigator === 'undefined' || navigator.onLine !== false),
  });
}
