import { sendRequest } from '../../../../client/api';
import { endpointUrl, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '../../../../shared/endpoint';

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

/**
 * Calls an auth endpoint (src/modules/auth/endpoints.ts) and answers its JSON (undefined for a 204).
 * Like callEndpoint, but a failure throws an AuthRequestError: the sign-in screens need the server's
 * code and the Retry-After header of a 429, which callEndpoint's ApiError does not keep.
 */
export async function callAuth<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointResponse<E>> {
  let res: Response;
  try {
    res = await sendRequest(endpoint.method, endpointUrl(endpoint, input), (input as { body?: unknown }).body);
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
  if (res.status === 204) return undefined as EndpointResponse<E>;
  return (await res.json()) as EndpointResponse<E>;
}
