import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Why the browser's passkey prompt did not give a credential. */
export type PasskeyFailure = 'unsupported' | 'cancelled' | 'alreadyRegistered' | 'insecure' | 'failed';

/** A failure of the browser part of a ceremony (before anything reaches the server). */
export class PasskeyPromptError extends Error {
  constructor(
    readonly reason: PasskeyFailure,
    cause?: unknown,
  ) {
    super(`passkey prompt: ${reason}`, { cause });
    this.name = 'PasskeyPromptError';
  }
}

export function supportsPasskeys(): boolean {
  try {
    return browserSupportsWebAuthn();
  } catch {
    return false;
  }
}

/** Maps the DOMException names WebAuthn uses (and @simplewebauthn/browser keeps as error names). */
function classify(err: unknown): PasskeyFailure {
  const name = (err as { name?: string })?.name;
  const code = (err as { code?: string })?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'alreadyRegistered';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return 'insecure';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

export async function promptForPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  if (!supportsPasskeys()) throw new PasskeyPromptError('unsupported');
  try {
    return await startAuthentication({ optionsJSON });
  } catch (err) {
    throw new PasskeyPromptError(classify(err), err);
  }
}

export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  if (!supportsPasskeys()) throw new PasskeyPromptError('unsupported');
  try {
    return await startRegistration({ optionsJSON });
  } catch (err) {
    throw new PasskeyPromptError(classify(err), err);
  }
}

/** A short name for a new passkey from this browser ("Chrome on Linux"), so the list tells them apart. */
export function deviceName(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string | undefined {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? undefined;
}
