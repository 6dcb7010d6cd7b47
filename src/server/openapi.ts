import type { AnySchema } from 'yup';
import { successStatus, type AnyEndpoint } from '../shared/endpoint';
import { CODE_LICENCE } from '../shared/licences';
import { budgetText, type Outward } from '../shared/endpoint-limits';
import { budgetPoints, mountBudgets, type MountedBudget } from './http/budgets';
import { jsonSchema } from './json-schema';

/**
 * The OpenAPI 3.1 document of the mounted API (issue 20), made from the endpoint definitions: every
 * route, its parameters, body, answers and the error format. Served at GET /api/openapi.json; the
 * reference at GET /api/docs renders it.
 */

type JsonSchema = Record<string, unknown>;

/** One mounted route: its full path (`/api/...`, `:name` parameters) and what defines it. */
export interface MountedEndpoint {
  path: string;
  endpoint: AnyEndpoint;
  /** The module that serves it ('core' for the core's own routes): the reference groups by it. */
  module: string;
  /** Its budgets as mounted (the module's settings applied); default: as declared. */
  budgets?: MountedBudget[];
}

export interface OpenApiInfo {
  version: string;
  /** The address users reach (the document's server). */
  serverUrl: string;
  /** The session cookie's name. */
  sessionCookie: string;
  /** RATE_LIMIT_FACTOR: the budgets are shown as enforced (default 1). */
  rateLimitFactor?: number;
  /** Where the server's source code is (SOURCE_CODE_URL); the description links it. */
  sourceCodeUrl?: string;
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every non-2xx JSON answer. Validation errors list the failing fields in `details.fields`.',
  properties: {
    error: { type: 'string', description: 'A message for people, in the request’s language (Accept-Language).' },
    code: { type: 'string', description: 'A stable code for programs, e.g. VALIDATION_FAILED, UNAUTHENTICATED, TASK_NOT_AVAILABLE.' },
    details: {
      description: 'More about the error, by code: for VALIDATION_FAILED `{ fields: [{ field, message }] }`.',
      type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
    },
  },
  required: ['error', 'code'],
};

const ACCESS_TEXT: Record<AnyEndpoint['access'], string> = {
  public: 'Anyone; no session needed.',
  session: 'Anyone with a session (a guest or a registered person).',
  moderator: 'Moderators and admins.',
  admin: 'Admins only.',
};

/** `/api/tasks/:id/accept` -> `/api/tasks/{id}/accept`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A stable operation id: `post_api_tasks_id_accept`. */
function operationId(method: string, path: string): string {
  return `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, '_')}`.replace(/_+$/, '');
}

function parameters(where: 'path' | 'query', schema: AnySchema | undefined): JsonSchema[] {
  if (!schema) return [];
  const s = jsonSchema(schema);
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, p]) => ({
    name,
    in: where,
    required: where === 'path' ? true : required.has(name),
    schema: p,
    ...(typeof p.description === 'string' ? { description: p.description } : {}),
    ...(p.deprecated === true ? { deprecated: true } : {}),
  }));
}

function requestBody(ep: AnyEndpoint): JsonSchema | undefined {
  if (ep.upload) {
    const fields = ep.body ? jsonSchema(ep.body) : { type: 'object', properties: {} };
    const properties = { ...((fields.properties as JsonSchema | undefined) ?? {}), [ep.upload.field]: { type: 'string', contentMediaType: 'application/octet-stream', description: ep.upload.description } };
    return {
      required: true,
      description: `A multipart form: the file in \`${ep.upload.field}\` (at most ${Math.round(ep.upload.maxBytes / (1024 * 1024))} MB)${ep.body ? ' and the text fields' : ''}.`,
      content: { 'multipart/form-data': { schema: { ...fields, type: 'object', properties } } },
    };
  }
  if (!ep.body || ep.method === 'GET') return undefined;
  const schema = jsonSchema(ep.body);
  return { required: true, content: { 'application/json': { schema }, ...(ep.formBody ? { 'application/x-www-form-urlencoded': { schema } } : {}) } };
}

/** Error codes (UPPER_SNAKE words) as code in the markdown descriptions, so the underscores stay. */
export function codeSpans(text: string): string {
  return text.replace(/(`[^`]*`)|\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g, (_, quoted: string | undefined, code: string | undefined) => quoted ?? `\`${code}\``);
}

/** An error answer: the app's Error schema, or the endpoint's own error body (a protocol outside /api), also in its raw media type. */
function errorAnswer(description: string, ep?: AnyEndpoint): JsonSchema {
  description = codeSpans(description);
  if (!ep?.errorBody) return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  const content: JsonSchema = { 'application/json': { schema: jsonSchema(ep.errorBody) } };
  if (ep.raw) content[ep.raw.contentType] = { schema: { type: 'string', contentMediaType: ep.raw.contentType } };
  return { description, content };
}

function responses(ep: AnyEndpoint, limited: boolean): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const status = successStatus(ep);
  const rawContent = ep.raw ? { [ep.raw.contentType]: { schema: { type: 'string', contentMediaType: ep.raw.contentType } } } : {};
  const jsonContent = ep.response ? { 'application/json': { schema: jsonSchema(ep.response) } } : {};
  // Both: the endpoint answers either, as the request asks (e.g. a protocol's .json and .xml paths).
  const success: JsonSchema = ep.raw
    ? { description: ep.response ? `${ep.summary}. ${ep.raw.description}` : ep.raw.description, content: { ...jsonContent, ...rawContent } }
    : ep.response
      ? { description: ep.summary, content: jsonContent }
      : { description: ep.summary };
  for (const s of [status, ...(ep.alsoStatus ?? [])]) out[String(s)] = s === 204 ? { description: ep.summary } : success;
  if (ep.etag) out['304'] = { description: 'Not modified: the answer is unchanged since the `If-None-Match` ETag.' };
  const own = ep.errorBody !== undefined;
  if (ep.params || ep.query || ep.body || ep.upload) out['400'] = errorAnswer(own ? 'Invalid input: the description names the fields.' : 'Invalid input: VALIDATION_FAILED lists the fields in `details.fields`.', ep);
  if (ep.access !== 'public') out['401'] = errorAnswer('No live session (UNAUTHENTICATED).', ep);
  if (ep.access === 'moderator' || ep.access === 'admin') out['403'] = errorAnswer(`Not allowed: ${ACCESS_TEXT[ep.access]}`, ep);
  for (const [s, description] of Object.entries(ep.errors ?? {})) out[s] = errorAnswer(description, ep);
  if (limited && !out['429']) out['429'] = errorAnswer('Over one of the limits this operation’s description lists (RATE_LIMITED, with Retry-After).', ep);
  if (ep.idempotent) addIdempotencyAnswers(out, ep, status);
  out['500'] = errorAnswer(own ? 'Something went wrong on the server; 503 while the database is unreachable.' : 'Something went wrong on the server (INTERNAL_ERROR); 503 DATABASE_UNAVAILABLE while the database is unreachable.', ep);
  return out;
}

/** The optional `Idempotency-Key` header of an idempotent endpoint (src/server/http/idempotency.ts). */
const IDEMPOTENCY_KEY_PARAMETER: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', format: 'uuid' },
  description:
    'A UUID the device makes once per action and sends with every attempt of it. A repeat gets the first answer again (header `Idempotent-Replayed: true`) and does nothing twice. Keys belong to the person and are kept 7 days.',
};

const IDEMPOTENCY_ERRORS: Record<number, string> = {
  400: 'The `Idempotency-Key` header is not a UUID (IDEMPOTENCY_KEY_INVALID).',
  409: 'A request with this `Idempotency-Key` is still being processed (IDEMPOTENCY_IN_PROGRESS, with Retry-After).',
  410: 'A request with this `Idempotency-Key` was carried out but its answer was lost (IDEMPOTENCY_ANSWER_LOST): do not send it again.',
  422: 'The `Idempotency-Key` was used for another request (IDEMPOTENCY_KEY_REUSED).',
};

/** Adds the Idempotency-Key's answers: its errors beside the endpoint's own, the replay header on success. */
function addIdempotencyAnswers(out: Record<string, JsonSchema>, ep: AnyEndpoint, status: number): void {
  for (const [s, text] of Object.entries(IDEMPOTENCY_ERRORS)) {
    const own = out[s]?.description;
    out[s] = errorAnswer(typeof own === 'string' ? `${own} Or: ${text}` : text, ep);
  }
  const success = out[String(status)];
  if (success) {
    out[String(status)] = {
      ...success,
      headers: { 'Idempotent-Replayed': { description: '`true` when this is the stored answer of an earlier request with the same `Idempotency-Key`.', schema: { type: 'string', enum: ['true'] } } },
    };
  }
}

const SCOPE_TEXT: Record<MountedBudget['scope'], string> = { perPerson: 'per person', perAddress: 'per client address', perTarget: 'per' };
const OUTWARD_TEXT: Record<Outward, string> = {
  mail: 'e-mail',
  push: 'Web Push messages',
  'url-fetch': 'a fetch of a URL the request names',
  'model-call': 'a call of the paid AI model',
  'service-call': 'a call of another service the operator configured',
};

/**
 * The `x-limits` extension of an operation (src/shared/endpoint-limits.ts): its budgets as enforced
 * (with RATE_LIMIT_FACTOR), what it sends outward, or why it needs no budget; and a sentence for the
 * description.
 */
function limitsOf(m: MountedEndpoint, factor: number): { extension?: JsonSchema; text?: string } {
  const ep = m.endpoint;
  if (!ep.limits && !ep.outward) return {};
  const budgets = m.budgets ?? mountBudgets(ep);
  const extension: JsonSchema = {};
  const words: string[] = [];
  for (const b of budgets) {
    const points = budgetPoints(b, factor);
    extension[b.scope] = { points, windowSeconds: b.windowSeconds, enforcedBy: b.enforcedBy, ...(b.what ? { what: b.what } : {}), ...(b.setting ? { setting: b.setting } : {}) };
    const setting = b.setting ? `, set by \`${b.setting}\`` : '';
    words.push(`${budgetText(points, b.windowSeconds)} ${b.scope === 'perTarget' ? `per ${b.what}` : SCOPE_TEXT[b.scope]}${b.enforcedBy === 'service' ? ' (counted by the service)' : ''}${setting}`);
  }
  if (ep.outward) extension.outward = ep.outward;
  if (ep.limits?.unlimited) extension.unlimited = ep.limits.unlimited;
  const parts = [
    words.length > 0 ? `**Limits:** ${words.join('; ')}. Beyond them: 429${ep.errorBody ? '' : ' RATE_LIMITED'} with Retry-After.` : ep.limits?.unlimited ? `**Limits:** none needed: ${ep.limits.unlimited}` : '',
    ep.outward ? `**Sends outward:** ${ep.outward.map((o) => OUTWARD_TEXT[o]).join(', ')}.` : '',
  ];
  return { extension, text: codeSpans(parts.filter(Boolean).join(' ')) };
}

function operation(m: MountedEndpoint, factor: number): JsonSchema {
  const ep = m.endpoint;
  const limits = limitsOf(m, factor);
  const description = [ep.description && codeSpans(ep.description), `**Access:** ${ACCESS_TEXT[ep.access]}`, limits.text].filter(Boolean).join('\n\n');
  const params = [...parameters('path', ep.params), ...parameters('query', ep.query), ...(ep.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : [])];
  const body = requestBody(ep);
  return {
    operationId: operationId(ep.method, m.path),
    summary: ep.summary,
    description,
    tags: [m.module],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(ep, (m.budgets ?? mountBudgets(ep)).length > 0),
    security: ep.access === 'public' ? [{}, { session: [] }] : [{ session: [] }],
    ...(limits.extension ? { 'x-limits': limits.extension } : {}),
  };
}

/** A URL inside a Markdown link's parentheses. */
function markdownUrl(url: string): string {
  return url.replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/ /g, '%20');
}

/** The document for these routes. */
export function openApiDocument(routes: MountedEndpoint[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const r of routes) {
    const p = (paths[openApiPath(r.path)] ??= {});
    p[r.endpoint.method.toLowerCase()] = operation(r, info.rateLimitFactor ?? 1);
  }
  const tags = [...new Set(routes.map((r) => r.module))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'CleanQuest API',
      version: info.version,
      description: [
        'The HTTP API of CleanQuest: litter reports become cleanup tasks on a map; people accept them, clean up and prove it with an after-photo.',
        'Sessions are an HttpOnly cookie (`' + info.sessionCookie + '`): `POST /api/guest/create` starts a guest session. Requests that change something must come from the app’s own origin (`Sec-Fetch-Site`/`Origin`).',
        'Errors are JSON `{ "error": "<message>", "code": "<STABLE_CODE>", "details"?: ... }` (the consent calls add `success: false`). Messages follow `Accept-Language` (English, German).',
        'Routes outside `/api` speak a protocol other parties define and answer that protocol’s error format (each route’s answers name it).',
        `CleanQuest is free software under the [${CODE_LICENCE.name}](${CODE_LICENCE.url}) (${CODE_LICENCE.id}).` +
          (info.sourceCodeUrl ? ` [Source code](${markdownUrl(info.sourceCodeUrl)}) of this server.` : ''),
      ].join('\n\n'),
      license: { name: CODE_LICENCE.id, identifier: CODE_LICENCE.id },
    },
    servers: [{ url: info.serverUrl }],
    tags,
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: info.sessionCookie, description: 'The session cookie set by the guest, profile and sign-in calls.' } },
    },
  };
}
