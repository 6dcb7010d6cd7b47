import { convertSchema } from '@sodaru/yup-to-json-schema';
import objectConverter from '@sodaru/yup-to-json-schema/dist/converters/object.js';
import mixedConverter from '@sodaru/yup-to-json-schema/dist/converters/mixed.js';
import type { AnySchema } from 'yup';

type JsonSchema = Record<string, unknown>;

/** yup -> JSON Schema (2020-12, as OpenAPI 3.1 uses), without yup's default values. */
export function jsonSchema(schema: AnySchema): JsonSchema {
  return clean(convertSchema(schema, { converters: { object: objectOrAnyObject, mixed: nullableMixed } as never }) as JsonSchema);
}

type ObjectConverter = (description: object, converters: unknown) => JsonSchema;
/** The library's own converters (CommonJS default exports). */
const libraryObject = ((objectConverter as { default?: unknown }).default ?? objectConverter) as ObjectConverter;
const libraryMixed = ((mixedConverter as { default?: unknown }).default ?? mixedConverter) as ObjectConverter;

/** The library takes a mixed schema's types from its oneOf only: a nullable one (`.nullable()`) also allows null. */
const nullableMixed: ObjectConverter = (description, converters) => {
  const out = libraryMixed(description, converters);
  if ('nullable' in description && description.nullable === true && Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
  return out;
};

/** An object with fields as the library converts it; `yup.mixed({ type: 'object' })` (any JSON object, checked elsewhere) as a free-form object. */
const objectOrAnyObject: ObjectConverter = (description, converters) => {
  if ('fields' in description && description.fields) return libraryObject(description, converters);
  const nullable = 'nullable' in description && description.nullable === true;
  return { type: nullable ? ['object', 'null'] : 'object' };
};

function clean(value: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'default') continue;
    if (key === 'properties' && v && typeof v === 'object') {
      out.properties = Object.fromEntries(Object.entries(v as Record<string, JsonSchema>).map(([k, s]) => [k, clean(s)]));
    } else if (key === 'items' && v && typeof v === 'object' && !Array.isArray(v)) {
      out.items = clean(v as JsonSchema);
    } else out[key] = v;
  }
  // A nullable enum: the type allows null, so the enum must list it too.
  const type = out.type;
  if (Array.isArray(out.enum) && Array.isArray(type) && type.includes('null') && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (Array.isArray(type) && type.length === 1) out.type = type[0];
  return out;
}
