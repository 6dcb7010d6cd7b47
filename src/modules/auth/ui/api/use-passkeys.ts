import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { endpointKey } from '../../../../client/endpoint';
import { deletePasskey, listPasskeys, registerPasskey, registrationOptions } from '../../endpoints';
import { createPasskey, deviceName } from '../webauthn';
import { callAuth } from './auth-call';

/** GET /api/auth/passkeys: the account's passkeys and how many recovery codes are left. */
export const passkeysQuery = () => queryOptions({ queryKey: endpointKey(listPasskeys), queryFn: () => callAuth(listPasskeys, {}), retry: false });

export function usePasskeys() {
  return useQuery(passkeysQuery());
}

/** After a change the list (and the recovery-code count it carries) is fetched again. */
function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey(listPasskeys) });
}

/**
 * Adds a passkey to the signed-in account: registration options from the server, the browser's
 * passkey prompt, then verification. The first passkey's answer carries the recovery codes (once).
 * An account that already has a passkey confirms with one of them first (`mutate({ confirmFirst:
 * true })` with `confirm`): the server refuses a further passkey on the session cookie alone.
 */
export function useAddPasskey(confirm?: () => Promise<AuthenticationResponseJSON>) {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async (opts?: { confirmFirst?: boolean }) => {
      const reauth = opts?.confirmFirst && confirm ? await confirm() : undefined;
      const options = await callAuth(registrationOptions, {});
      const response = await createPasskey(options);
      const name = deviceName();
      return callAuth(registerPasskey, { body: { response, ...(name ? { name } : {}), ...(reauth ? { reauth } : {}) } });
    },
    onSettled: refresh,
  });
}

/** Removes one of the account's passkeys (`mutate(id)`); the server wants a fresh passkey check (`confirm`) with it. */
export function useRemovePasskey(confirm: () => Promise<AuthenticationResponseJSON>) {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async (id: string) => callAuth(deletePasskey, { params: { id }, body: { reauth: await confirm() } }),
    onSettled: refresh,
  });
}
