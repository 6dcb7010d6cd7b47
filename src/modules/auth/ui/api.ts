import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { sendRequest } from '../../../client/api';
import { SESSION_QUERY_KEY, type GuestSession } from '../../../client/session/guest-session';
import type {
  GuestPointsChoice,
  PasskeysResponse,
  RecoveryCodesResponse,
  RegisterPasskeyResponse,
  SessionsResponse,
  SignInResponse,
} from '../contract';

export const AUTH_BASE = '/api/auth';
export const PASSKEYS_QUERY_KEY = [`${AUTH_BASE}/passkeys`] as const;
export const SESSIONS_QUERY_KEY = [`${AUTH_BASE}/sessions`] as const;

/**
 * A failed auth call, with what the screens need to explain it: the HTTP status (0 for a network
 * failure), the server's stable code and message, and for 429 the seconds from Retry-After.
 */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), else null. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await sendRequest(method, `${AUTH_BASE}${path}`, body);
  } catch (err) {
    throw new AuthRequestError(0, null, (err as Error).message || 'Network error');
  }
  if (!res.ok) {
    let parsed: { error?: string; code?: string; details?: { retryAfterSeconds?: number } } = {};
    try {
      parsed = (await res.json()) as typeof parsed;
    } catch {
      // Not JSON.
    }
    const retry = parseRetryAfter(res.headers.get('Retry-After')) ?? (typeof parsed.details?.retryAfterSeconds === 'number' ? parsed.details.retryAfterSeconds : null);
    throw new AuthRequestError(res.status, parsed.code ?? null, parsed.error ?? res.statusText, res.status === 429 ? retry : null);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const authApi = {
  passkeys: () => call<PasskeysResponse>('GET', '/passkeys'),
  registrationOptions: () => call<PublicKeyCredentialCreationOptionsJSON>('POST', '/passkeys/register/options'),
  verifyRegistration: (response: unknown, name?: string) => call<RegisterPasskeyResponse>('POST', '/passkeys/register/verify', { response, ...(name ? { name } : {}) }),
  /** Options for the fresh passkey check that removing a passkey and new recovery codes need. */
  reauthOptions: () => call<PublicKeyCredentialRequestOptionsJSON>('POST', '/reauth/options'),
  deletePasskey: (id: string, reauth: unknown) => call<void>('DELETE', `/passkeys/${encodeURIComponent(id)}`, { reauth }),
  regenerateRecoveryCodes: (reauth: unknown) => call<RecoveryCodesResponse>('POST', '/recovery-codes', { reauth }),
  signInOptions: () => call<PublicKeyCredentialRequestOptionsJSON>('POST', '/signin/options'),
  signInWithPasskey: (response: unknown, guestPoints?: GuestPointsChoice) => call<SignInResponse>('POST', '/signin/passkey', { response, ...(guestPoints ? { guestPoints } : {}) }),
  signInWithRecoveryCode: (input: { username: string; code: string; guestPoints?: GuestPointsChoice }) => call<SignInResponse>('POST', '/signin/recovery-code', input),
  sessions: () => call<SessionsResponse>('GET', '/sessions'),
  deleteSession: (id: string) => call<void>('DELETE', `/sessions/${encodeURIComponent(id)}`),
  signOutEverywhere: () => call<{ revoked: number }>('POST', '/signout-everywhere'),
};

export const passkeysQuery = () => queryOptions({ queryKey: PASSKEYS_QUERY_KEY, queryFn: authApi.passkeys, retry: false });
export const sessionsQuery = () => queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: authApi.sessions, retry: false });

/**
 * After a sign-in the server has set the new session's cookie: the session cache shows the account at
 * once, and every other cached answer (it belonged to the previous person on this device) is dropped.
 */
export function applySignIn(queryClient: QueryClient, result: SignInResponse): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData<GuestSession>(SESSION_QUERY_KEY, { session: result.session, user: result.user, created: false });
}
