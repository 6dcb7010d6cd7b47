/**
 * Issue 37, point 3: the API's one coordinate vocabulary, checked on the OpenAPI document
 * (tests/integration/api-document.test.ts). The pair is `latitude`/`longitude`, as the spec's data
 * (Report, GPS position, task submissions) names them; names made from it keep it (`exifLatitude`,
 * `minLongitude`). Where the short pair was used before, an old client still finds it: a query or a
 * body still reads it, a public answer still carries it; either way marked `deprecated` in the
 * document, beside the long name.
 */
type Schema = { properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[]; deprecated?: boolean };
type Operation = { parameters?: { name: string; in: string; schema?: Schema; deprecated?: boolean }[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; responses: Record<string, { content?: Record<string, { schema?: Schema }> } | unknown> };
export interface CoordinateDoc {
  paths: Record<string, Record<string, Operation>>;
}

const SHORT = /^(?:lat|lon|lng|long)$|[a-z](?:Lat|Lon|Lng|Long)$/;
const LONG = /^(?:latitude|longitude)$|[a-z](?:Latitude|Longitude)$/;

/**
 * Names other rules fix, with the reason. Everything else uses the one pair.
 * - Open311 GeoReport v2 names its fields `lat` and `long` (a standard other cities' tools speak).
 * - The spec's Address suggestion (product spec, section 5: formatted, ..., lat, lon, place_id) is
 *   the answer of both geocoding endpoints.
 */
export const FIXED_NAMES: { path: RegExp; where: RegExp; reason: string }[] = [
  { path: /^\/open311\//, where: /./, reason: 'Open311 GeoReport v2 fixes lat and long' },
  { path: /^\/api\/geocode\/(?:search|reverse)$/, where: /^response\.(?:results|result)\.(?:lat|lon)$/, reason: 'the spec’s Address suggestion fixes lat and lon' },
];

/** The long name a short one stands for (`minLat` -> `minLatitude`). */
function longOf(name: string): string {
  return name.replace(/(^|[a-z])(lat|Lat)$/, (_, p: string, l: string) => `${p}${l[0]}atitude`).replace(/(^|[a-z])(lon|Lon|lng|Lng|long|Long)$/, (_, p: string, l: string) => `${p}${l[0]}ongitude`);
}

interface Found {
  at: string; // e.g. query.lat, body.area.latitude, response.report.longitude
  deprecated: boolean;
}

function walk(schema: Schema | undefined, at: string, out: Found[]): void {
  if (!schema || typeof schema !== 'object') return;
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    if (SHORT.test(name) || LONG.test(name)) out.push({ at: `${at}.${name}`, deprecated: sub?.deprecated === true });
    walk(sub, `${at}.${name}`, out);
  }
  for (const s of [schema.items, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) walk(s, at, out);
}

/**
 * Every problem: a short name in use (mixed or not), or an old name without the documented one
 * beside it.
 */
export function coordinateVocabularyProblems(doc: CoordinateDoc): string[] {
  const problems: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const found: Found[] = [];
      for (const p of op.parameters ?? []) {
        if (SHORT.test(p.name) || LONG.test(p.name)) found.push({ at: `${p.in}.${p.name}`, deprecated: p.deprecated === true || p.schema?.deprecated === true });
        walk(p.schema, `${p.in}.${p.name}`, found);
      }
      for (const c of Object.values(op.requestBody?.content ?? {})) walk(c.schema, 'body', found);
      for (const r of Object.values(op.responses ?? {})) for (const c of Object.values((r as { content?: Record<string, { schema?: Schema }> })?.content ?? {})) walk(c.schema, 'response', found);
      const fixed = (at: string) => FIXED_NAMES.some((f) => f.path.test(path) && f.where.test(at));
      const seen = [...new Map(found.filter((f) => !fixed(f.at)).map((f) => [f.at, f])).values()];
      const name = `${method.toUpperCase()} ${path}`;
      const longs = seen.filter((f) => LONG.test(f.at.split('.').pop()!)).map((f) => f.at);
      for (const f of seen) {
        const last = f.at.split('.').pop()!;
        if (!SHORT.test(last)) continue;
        const counterpart = `${f.at.slice(0, -last.length)}${longOf(last)}`;
        if (f.deprecated) {
          if (!seen.some((g) => g.at === counterpart && !g.deprecated)) problems.push(`${name}: ${f.at} is kept for old clients but ${counterpart} is missing`);
        } else problems.push(`${name}: ${f.at} is the lat/lon pair${longs.length ? ` (mixed with ${longs.join(', ')})` : ''}`);
      }
    }
  }
  return problems;
}
