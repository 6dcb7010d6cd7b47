import { useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '../../../../client/endpoint';
import type { Role } from '../../../../shared/constants';
import type { EndpointBody, EndpointResponse } from '../../../../shared/endpoint';
import { disableUser, enableUser, searchUsers, setUserRole } from '../../endpoints';

/** A search of the users page (as the form holds it). */
export interface UserSearch {
  q: string;
  role: Role | '';
  includeGuests: boolean;
}

/** GET /api/admin/users: only what is set goes into the query (q trimmed; includeGuests only when true). */
export const usersQuery = (s: UserSearch) =>
  endpointQuery(searchUsers, { query: { q: s.q.trim() || undefined, role: s.role || undefined, includeGuests: s.includeGuests || undefined } });

/** The users page's search: always fresh. */
export function useUsers(s: UserSearch) {
  return useQuery({ ...usersQuery(s), staleTime: 0 });
}

/** The roles the users page gives (admins are made only with `npm run admin`). */
export type AssignableRole = EndpointBody<typeof setUserRole>['role'];

/** A change to one person: a new role (admins), or disabling or enabling the account. */
export type UserChange = { kind: 'disable' | 'enable'; user: { id: string } } | { kind: 'role'; user: { id: string }; role: AssignableRole };

export type UserChangeResponse = EndpointResponse<typeof setUserRole>;

function changeUser(c: UserChange): Promise<UserChangeResponse> {
  if (c.kind === 'role') return callEndpoint(setUserRole, { params: { id: c.user.id }, body: { role: c.role } });
  return callEndpoint(c.kind === 'disable' ? disableUser : enableUser, { params: { id: c.user.id } });
}

/**
 * PUT /api/admin/users/{id}/role, POST /api/admin/users/{id}/disable|enable; the search results are
 * refreshed afterwards, on success and failure alike.
 */
export function useChangeUser<V extends UserChange = UserChange>(options: Omit<UseMutationOptions<UserChangeResponse, Error, V>, 'mutationFn' | 'onSettled'> = {}) {
  const qc = useQueryClient();
  return useMutation<UserChangeResponse, Error, V>({
    ...options,
    mutationFn: changeUser,
    onSettled: () => qc.invalidateQueries({ queryKey: endpointKey(searchUsers) }),
  });
}
