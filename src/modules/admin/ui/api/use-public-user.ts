import { skipToken, useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { publicUser } from '../../../guest/endpoints';

/** GET /api/user/{id} (the guest module): a person's public name; names change rarely. */
export const publicUserQuery = (id: string) => ({ ...endpointQuery(publicUser, { params: { id } }), staleTime: 5 * 60_000 });

/** A person's public fields for the admin pages; nothing is fetched without an id or when `enabled` is false. */
export function usePublicUser(id: string | null, enabled = true) {
  const options = id ? publicUserQuery(id) : null;
  return useQuery({
    queryKey: options?.queryKey ?? endpointKey(publicUser),
    queryFn: options && enabled ? options.queryFn : skipToken,
    staleTime: 5 * 60_000,
  });
}
