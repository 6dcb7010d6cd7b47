import type * as yup from 'yup';

/**
 * The API's coordinate vocabulary (issue 37): `latitude` and `longitude`, as the spec's data names
 * them (Report, GPS position, task submissions), and names made from them (`minLatitude`,
 * `exifLongitude`). The only other names are fixed elsewhere: the spec's Address suggestion (`lat`,
 * `lon`) and Open311's `lat`/`long`. tests/integration/api-document.test.ts checks the document.
 *
 * `acceptOldNames(schema, { lat: 'latitude' })` keeps a query that took the short names before
 * working for its old clients (the embed's cached widget, scripts written against older docs): the
 * old name is read as the new one and shown as deprecated in the OpenAPI document; both at once
 * are refused (400 names the old field). Handlers see the new names only.
 */
export function acceptOldNames<S extends yup.AnyObjectSchema>(schema: S, renamed: Record<string, string>): S {
  const fields = schema.fields as Record<string, yup.Schema>;
  const old: Record<string, yup.Schema> = {};
  for (const [was, now] of Object.entries(renamed)) {
    const field = fields[now];
    if (!field) throw new TypeError(`acceptOldNames: no field '${now}' for '${was}'`);
    old[was] = field
      .optional()
      .test('not-both', `Give ${now} or its old name ${was}, not both`, (v: unknown) => v === undefined)
      .meta({ jsonSchema: { deprecated: true, description: `Old name of \`${now}\`, still read; use \`${now}\`.` } });
  }
  return schema.shape(old).transform((value: unknown) => {
    if (!value || typeof value !== 'object') return value;
    const v = { ...(value as Record<string, unknown>) };
    for (const [was, now] of Object.entries(renamed)) {
      if (v[was] !== undefined && v[now] === undefined) {
        v[now] = v[was];
        delete v[was];
      }
    }
    return v;
  }) as unknown as S;
}
