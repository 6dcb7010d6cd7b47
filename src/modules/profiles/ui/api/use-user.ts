import type { QueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../../client/endpoint';
import { SESSION_QUERY_KEY } from '../../../../client/session/guest-session';
import { publicUser } from '../../../guest/endpoints';

/** Refreshes the current user (header avatar, name, coins) and the public user record (spec 7). */
export async function refreshUser(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: endpointKey(publicUser, { params: { id: userId } }) }),
  ]);
}
