import type { TFunction } from 'i18next';
import { AuthRequestError } from './api/auth-call';
import { PasskeyPromptError } from './webauthn';

/** Minutes to wait, rounded up, at least one. */
export const minutesFrom = (seconds: number | null): number => Math.max(1, Math.ceil((seconds ?? 60) / 60));

/**
 * A translated, specific message for anything a passkey or recovery-code call can fail with: the
 * browser prompt (cancelled, unsupported, already registered), the server's stable codes, 429 with
 * the wait from Retry-After, network failures. `fallbackKey` covers everything else.
 */
export function authErrorMessage(t: TFunction<'auth'>, err: unknown, fallbackKey: string): string {
  if (err instanceof PasskeyPromptError) {
    switch (err.reason) {
      case 'unsupported':
        return t('errors.unsupported');
      case 'cancelled':
        return t('errors.cancelled');
      case 'alreadyRegistered':
        return t('errors.alreadyRegistered');
      case 'insecure':
        return t('errors.insecure');
      default:
        return t('errors.promptFailed');
    }
  }
  if (err instanceof AuthRequestError) {
    if (err.status === 429) return t('errors.rateLimited', { count: minutesFrom(err.retryAfterSeconds) });
    if (err.status === 0) return t('errors.network');
    switch (err.code) {
      case 'SIGNIN_FAILED':
        return t('errors.unknownPasskey');
      case 'RECOVERY_FAILED':
        return t('errors.wrongCode');
      case 'CHALLENGE_EXPIRED':
        return t('errors.expired');
      case 'PASSKEY_EXISTS':
        return t('errors.alreadyRegistered');
      case 'REGISTERED_ONLY':
        return t('errors.registeredOnly');
      case 'REAUTH_REQUIRED':
        return t('errors.reauthRequired');
      case 'REAUTH_EXPIRED':
        return t('errors.reauthExpired');
      case 'REAUTH_FAILED':
        return t('errors.reauthFailed');
      case 'NO_PASSKEY':
        return t('errors.noPasskey');
      case 'LAST_PASSKEY':
        return t('errors.lastPasskey');
      case 'UNAUTHORIZED':
      case 'SESSION_REQUIRED':
        return t('errors.sessionEnded');
      default:
        if (err.status === 401) return t('errors.sessionEnded');
    }
  }
  return t(fallbackKey);
}

/**
 * Like authErrorMessage, for changes confirmed with a passkey (new recovery codes, removing a
 * passkey): a browser without passkeys cannot make them, and a recovery code does not help there.
 */
export function reauthErrorMessage(t: TFunction<'auth'>, err: unknown, fallbackKey: string): string {
  if (err instanceof PasskeyPromptError && err.reason === 'unsupported') return t('errors.reauthUnsupported');
  return authErrorMessage(t, err, fallbackKey);
}
