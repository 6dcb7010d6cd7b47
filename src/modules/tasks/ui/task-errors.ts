import { ApiError } from '../../../client/api';

/** The stable error code of an API error body ({ error, code }), if any. */
export function errorCode(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(err.body);
    const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
