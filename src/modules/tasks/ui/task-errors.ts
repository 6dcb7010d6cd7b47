import { ApiError } from '../../../client/api';

/** The parsed body of an API error ({ error, code, details? }), if it is one. */
function errorBody(err: unknown): { code?: unknown; details?: unknown } | null {
  if (!(err instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(err.body);
    return body && typeof body === 'object' ? (body as { code?: unknown; details?: unknown }) : null;
  } catch {
    return null;
  }
}

/** The stable error code of an API error body ({ error, code }), if any. */
export function errorCode(err: unknown): string | null {
  const code = errorBody(err)?.code;
  return typeof code === 'string' ? code : null;
}

/** The `details` of an API error body, if any. */
export function errorDetails(err: unknown): unknown {
  return errorBody(err)?.details ?? null;
}
