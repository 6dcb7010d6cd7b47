import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { endpointKey } from '../../../../client/endpoint';
import { listPasskeys, regenerateRecoveryCodes } from '../../endpoints';
import { callAuth } from './auth-call';

/**
 * A new set of recovery codes (the old ones stop working); the server wants a fresh passkey check
 * (`confirm`) with the request. How many are left comes with the passkeys (passkeysQuery), fetched again after.
 */
export function useRegenerateRecoveryCodes(confirm: () => Promise<AuthenticationResponseJSON>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => callAuth(regenerateRecoveryCodes, { body: { reauth: await confirm() } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(listPasskeys) }),
  });
}
