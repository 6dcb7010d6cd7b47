import { useQueryClient } from '@tanstack/react-query';
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
  return useEndpointMutation(deleteAccount, {
    onSuccess: async () => {
      // The old person's reads would answer 401 now (the cookie is gone): stop them, start the new
      // guest session first, and only then drop the old answers, so what is still on screen refetches
      // as the new guest.
      const others = { predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== SESSION_QUERY_KEY[0] };
      await queryClient.cancelQueries(others);
      await queryClient.resetQueries({ queryKey: SESSION_QUERY_KEY });
      queryClient.removeQueries(others);
    },
  });
}
