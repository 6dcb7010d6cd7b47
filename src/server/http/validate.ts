import type { Context, Next } from 'koa';
import { ValidationError, type AnySchema } from 'yup';
import { ErrorCodes } from '../../shared/errors';
import { HttpError } from './errors';

export interface FieldError {
  field: string;
  message: string;
}

export interface ValidateSchemas {
  body?: AnySchema;
  params?: AnySchema;
  query?: AnySchema;
}

/** Turns a yup ValidationError into the list of failing fields. */
export function fieldErrors(err: ValidationError): FieldError[] {
  const inner = err.inner.length > 0 ? err.inner : [err];
  return inner.map((e) => ({ field: e.path ?? '', message: e.message }));
}

/**
 * Validates and casts parts of the request with the same yup schemas the forms use. The cast values
 * replace the raw ones (ctx.request.body, ctx.state.params, ctx.state.query).
 */
export function validate(schemas: ValidateSchemas) {
  return async (ctx: Context, next: Next) => {
    try {
      const opts = { abortEarly: false, stripUnknown: false } as const;
      if (schemas.params) ctx.state.params = await schemas.params.validate(ctx.params ?? {}, opts);
      if (schemas.query) ctx.state.query = await schemas.query.validate(ctx.query, opts);
      if (schemas.body) {
        const body = (ctx.request as { body?: unknown }).body;
        (ctx.request as { body?: unknown }).body = await schemas.body.validate(body ?? {}, opts);
      }
    } catch (err) {
      if (err instanceof ValidationError) {
        const fields = fieldErrors(err);
        throw new HttpError(400, ErrorCodes.VALIDATION_FAILED, `Please check: ${fields.map((f) => f.message).join('; ')}`, { fields });
      }
      throw err;
    }
    await next();
  };
}
