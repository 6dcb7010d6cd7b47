import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpointKey } from '../../../../client/endpoint';
import type { SessionInfoDto } from '../../../guest/contract';
import { endSession, listSessions, signOutEverywhere } from '../../endpoints';
import { callAuth } from './auth-call';

/** GET /api/auth/sessions: the account's signed-in devices. */
export const sessionsQuery = () => queryOptions({ queryKey: endpointKey(listSessions), queryFn: () => callAuth(listSessions, {}), retry: false });

export function useSessions() {
  return useQuery(sessionsQuery());
}

/** Ends one session (`mutate(session)`); the screen decides what follows (this device's: a fresh guest session). */
export function useEndSession() {
  return useMutation({ mutationFn: (s: SessionInfoDto) => callAuth(endSession, { params: { id: s.id } }) });
}

/** Ends every session of the account, this one included. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => callAuth(signOutEverywhere, {}) });
}
