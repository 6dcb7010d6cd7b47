import type { Context, Next } from 'koa';
import { ValidationError, type AnySchema, type ObjectSchema } from 'yup';
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
 * A field yup must never see: a key anywhere in the value that names a member of Object.prototype
 * (`__proto__`, `constructor`, `hasOwnProperty`, `toString`, ...), or nesting deeper than `maxDepth`.
 * No field of ours is called like that, and yup looks fields up on a plain object (`fields[key]`), so
 * such a key crashes it ("field.resolve is not a function", a 500) or reaches a prototype.
 */
export function unsafeField(value: unknown, maxDepth = 32, at = ''): FieldError | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (maxDepth <= 0) return { field: at, message: `${at} is nested too deeply` };
  for (const key of Object.keys(value)) {
    const here = at ? `${at}.${key}` : key;
    if (key in Object.prototype) return { field: here, message: `${here} is not a field this request accepts` };
    const inner = unsafeField((value as Record<string, unknown>)[key], maxDepth - 1, here);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Values of the wrong shape for a text field: an object or array where the schema wants a string.
 * yup keeps those as they are and then runs transforms such as .trim() on them, which throw a
 * TypeError (a 500) instead of a validation error. Walks object and array schemas.
 */
export function shapeErrors(schema: AnySchema, value: unknown, at = ''): FieldError[] {
  const desc = schema as { type?: string; fields?: ObjectSchema<object>['fields']; innerType?: AnySchema };
  if (desc.type === 'string' && value !== null && typeof value === 'object') return [{ field: at, message: `${at || 'The value'} must be a text` }];
  if (desc.type === 'object' && desc.fields && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(desc.fields).flatMap(([k, f]) => shapeErrors(f as AnySchema, (value as Record<string, unknown>)[k], at ? `${at}.${k}` : k));
  }
  if (desc.type === 'array' && desc.innerType && Array.isArray(value)) return value.flatMap((v, i) => shapeErrors(desc.innerType!, v, `${at}[${i}]`));
  return [];
}

/**
 * Characters no field of ours holds: the C0 controls except tab, line feed and carriage return
 * (which multi-line texts may contain), DEL, and UTF-16 surrogates without their other half.
 * PostgreSQL refuses NUL in text and jsonb (a 500 once it got there); the others corrupt or hide text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** Every string (and object key) in the value that holds such a character, by its field path. */
export function controlCharacterFields(value: unknown, at = ''): FieldError[] {
  if (typeof value === 'string') return hasControlCharacter(value) ? [{ field: at, message: `${at || 'The value'} must not contain control characters` }] : [];
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => controlCharacterFields(v, `${at}[${i}]`));
  return Object.entries(value).flatMap(([key, v]) => {
    const here = at ? `${at}.${key}` : key;
    return hasControlCharacter(key) ? [{ field: here, message: `Field names must not contain control characters` }] : controlCharacterFields(v, here);
  });
}

/**
 * What validate() refuses before yup runs: prototype keys, too deep nesting, control characters in
 * any string (whether or not the schema knows the field), objects in text fields.
 */
export function precheck(schema: AnySchema | undefined, value: unknown): FieldError[] {
  const unsafe = unsafeField(value);
  if (unsafe) return [unsafe];
  const control = controlCharacterFields(value);
  if (control.length > 0) return control;
  return schema ? shapeErrors(schema, value) : [];
}

/** 400 VALIDATION_FAILED listing the fields. */
export function validationFailed(fields: FieldError[]): HttpError {
  return new HttpError(400, ErrorCodes.VALIDATION_FAILED, `Please check: ${fields.map((f) => f.message).join('; ')}`, { fields });
}

/**
 * Validates and casts parts of the request with the same yup schemas the forms use. The cast values
 * replace the raw ones (ctx.request.body, also as ctx.state.body; ctx.state.params, ctx.state.query). The middleware carries
 * its schemas (`.schemas`), so tests can find every field a route accepts.
 */
export function validate(schemas: ValidateSchemas): ((ctx: Context, next: Next) => Promise<void>) & { schemas: ValidateSchemas } {
  const middleware = async (ctx: Context, next: Next) => {
    for (const [part, value] of [['params', ctx.params], ['query', ctx.query], ['body', (ctx.request as { body?: unknown }).body]] as const) {
      const schema = schemas[part];
      // Parts without a schema are checked too: a route may still read them.
      const fields = precheck(schema, schema ? (value ?? {}) : value);
      if (fields.length > 0) throw validationFailed(fields);
    }
    try {
      // Schemas that judge dates (the age rule) compare with the request's moment by the app's clock.
      const today = ctx.state.now instanceof Date ? ctx.state.now : new Date();
      const opts = { abortEarly: false, stripUnknown: false, context: { today } } as const;
      if (schemas.params) ctx.state.params = await schemas.params.validate(ctx.params ?? {}, opts);
      if (schemas.query) ctx.state.query = await schemas.query.validate(ctx.query, opts);
      if (schemas.body) {
        const body = (ctx.request as { body?: unknown }).body;
        const cast: unknown = await schemas.body.validate(body ?? {}, opts);
        (ctx.request as { body?: unknown }).body = cast;
        ctx.state.body = cast;
      }
    } catch (err) {
      if (err instanceof ValidationError) {
        throw validationFailed(fieldErrors(err));
      }
      throw err;
    }
    await next();
  };
  return Object.assign(middleware, { schemas });
}
