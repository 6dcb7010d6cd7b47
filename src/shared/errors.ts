/** Stable error codes sent in `{ error, code, details? }` bodies (ARCHITECTURE.md, "Errors"). */
export const ErrorCodes = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_JSON: 'INVALID_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CSRF_REJECTED: 'CSRF_REJECTED',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  SESSION_CREATE_FAILED: 'SESSION_CREATE_FAILED',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes] | (string & {});

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: unknown;
}
