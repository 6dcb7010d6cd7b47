import { useCallback, useState } from 'react';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { reauthOptions } from '../../endpoints';
import { promptForPasskey } from '../webauthn';
import { callAuth } from './auth-call';

/**
 * The fresh passkey check the server wants before new recovery codes or removing a passkey: options
 * for this account's passkeys, then the browser's prompt. The answer goes with the change itself.
 */
export async function confirmWithPasskey(): Promise<AuthenticationResponseJSON> {
  const options = await callAuth(reauthOptions, {});
  return promptForPasskey(options);
}

/** confirmWithPasskey, and whether its prompt is open (the busy button says 'Confirm with your passkey...'). */
export function usePasskeyCheck() {
  const [prompting, setPrompting] = useState(false);
  const confirm = useCallback(async () => {
    setPrompting(true);
    try {
      return await confirmWithPasskey();
    } finally {
      setPrompting(false);
    }
  }, []);
  return { prompting, confirm };
}
