import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../client/api';
import { SESSION_QUERY_KEY } from '../../../client/session/guest-session';
import { ACCOUNT_PATH, DELETE_CONFIRMATION, type DeleteAccountResponse } from '../contract';

/**
 * DELETE /api/account. Afterwards every cached server answer belonged to the deleted person, so all
 * are dropped and the ['session'] query starts again: the cookie is gone, so a new guest session
 * starts (with its welcome toast).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('DELETE', ACCOUNT_PATH, { confirm: DELETE_CONFIRMATION })).json()) as DeleteAccountResponse,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      await queryClient.resetQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
