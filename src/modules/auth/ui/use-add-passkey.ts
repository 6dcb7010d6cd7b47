import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, PASSKEYS_QUERY_KEY } from './api';
import { createPasskey, deviceName } from './webauthn';

/**
 * Adds a passkey to the signed-in account: registration options from the server, the browser's
 * passkey prompt, then verification. The first passkey's answer carries the recovery codes (once).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await authApi.registrationOptions();
      const response = await createPasskey(options);
      return authApi.verifyRegistration(response, deviceName());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}
