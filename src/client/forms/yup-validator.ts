import { setIn, type ValidationErrors } from 'final-form';
import { ValidationError, type AnySchema } from 'yup';

/**
 * A react-final-form `validate` function from a yup schema (the same schema the server runs):
 * every failing field gets its first message, at its path ('evidenceUrls[0]' included).
 * `translate` turns a schema message into the text to show (e.g. through i18next).
 */
export function yupValidator<T extends object>(schema: AnySchema, translate: (message: string) => string = (m) => m) {
  return (values: T): ValidationErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return undefined;
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      let errors: object = {};
      const seen = new Set<string>();
      for (const e of err.inner.length > 0 ? err.inner : [err]) {
        const path = e.path ?? '';
        if (!path || seen.has(path)) continue;
        seen.add(path);
        errors = setIn(errors, path, translate(e.message));
      }
      return errors as ValidationErrors;
    }
  };
}
