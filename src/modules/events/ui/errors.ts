import { ApiError, errorMessage } from '../../../client/api';

/** What an error answer says: `{ error, code, details }` (spec 8), as far as it is there. */
export interface ErrorAnswer {
  status: number | null;
  code: string | null;
  message: string;
  details: Record<string, unknown>;
}

export function readError(err: unknown, fallback: string): ErrorAnswer {
  const message = errorMessage(err, err instanceof Error && !(err instanceof ApiError) ? err.message || fallback : fallback);
  if (!(err instanceof ApiError)) return { status: null, code: null, message, details: {} };
  try {
    const body = JSON.parse(err.body) as { code?: unknown; details?: unknown };
    return {
      status: err.status,
      code: typeof body.code === 'string' ? body.code : null,
      message,
      details: body.details && typeof body.details === 'object' ? (body.details as Record<string, unknown>) : {},
    };
  } catch {
    return { status: err.status, code: null, message, details: {} };
  }
}

/** A validation answer's failing fields (`details.fields: [{ field, message }]`) by field name. */
export function fieldErrors(answer: ErrorAnswer): Record<string, string> {
  const fields = answer.details.fields;
  if (!Array.isArray(fields)) return {};
  const out: Record<string, string> = {};
  for (const f of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof f.field === 'string' && typeof f.message === 'string' && !(f.field in out)) out[f.field.replace(/^body\./, '')] = f.message;
  }
  return out;
}
