import type { AnySchema, InferType, ISchema } from 'yup';
import { checkLimits, type EndpointLimits, type Outward } from './endpoint-limits';

export type { Budget, BudgetScope, EndpointLimits, Outward, TargetBudget } from './endpoint-limits';

/**
 * One definition per HTTP endpoint (issue 20): method, path, who may call it, the yup schemas of its
 * parameters, query and body, and the schema of its answer. The server mounts routes from these
 * (`src/server/http/route.ts`), the client builds URLs, query keys and mutations from them
 * (`src/client/endpoint.ts`), and the OpenAPI document is generated from them (`src/server/openapi.ts`).
 * A module declares its endpoints in `endpoints.ts`, the HTTP half of its contract; other modules may
 * import it like `contract.ts` and `schemas.ts`. Isomorphic: no Node, no DOM.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The header an `idempotent` endpoint takes: a UUID the device makes once per action (a report, a
 * completion) and sends with every attempt of it, and the header of an answer that is the stored
 * answer of an earlier attempt (issue 23; src/server/http/idempotency.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Issue 35: the id of the person who made a write kept in the device's queue; the server refuses it (409) for anyone else's session. */
export const QUEUED_FOR_HEADER = 'X-Queued-For';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Who may call it: anyone; anyone with a live session (a guest's or a registered person's); moderators and admins; admins. */
export type EndpointAccess = 'public' | 'session' | 'moderator' | 'admin';

/** A schema of some part of a request or answer. */
export type AnySchemaOf<T> = ISchema<T, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type { AnySchema };

/** A multipart upload: the file field's name and what it holds (the form's text fields are `body`). */
export interface EndpointUpload {
  field: string;
  description: string;
  /** Largest file in bytes (a larger one answers 413). */
  maxBytes: number;
}

/** An answer that is not JSON (a photo, a download): its media type and what it is. */
export interface RawAnswer {
  contentType: string;
  description: string;
}

export interface EndpointSpec {
  /** One line for the API reference. */
  summary: string;
  /** More words for the reference (markdown). */
  description?: string;
  access: EndpointAccess;
  /** Path parameters (`:id` in the path); their names must match the path's. */
  params?: AnySchema;
  /** Query string. */
  query?: AnySchema;
  /** JSON body, or the text fields of a multipart form when `upload` is set. */
  body?: AnySchema;
  /** multipart/form-data with one file. */
  upload?: EndpointUpload;
  /** The JSON answer on success. */
  response?: AnySchema;
  /**
   * A non-JSON answer on success (then `response` is left out). With `response` too, the endpoint
   * answers either, as the request asks (Open311's `.json` and `.xml` paths).
   */
  raw?: RawAnswer;
  /** Success status (default 200 with a `response` or `raw` answer, 204 without). */
  status?: number;
  /** Other success statuses the endpoint may answer with the same body (e.g. 200 beside 201). */
  alsoStatus?: number[];
  /** Error statuses the endpoint answers besides the ones its access and input imply (404, 409, ...). */
  errors?: Record<number, string>;
  /** Answers `304 Not Modified` to a matching `If-None-Match` (weak ETag of the JSON). */
  etag?: boolean;
  /**
   * Takes an optional `Idempotency-Key` header (a UUID the device makes per action, issue 23): a repeat
   * with the key gets the first answer again, without doing the work twice (src/server/http/idempotency.ts).
   * For JSON endpoints with a session only.
   */
  idempotent?: boolean;
  /**
   * The JSON body of this endpoint's error answers when it is not the app's `{ error, code, details? }`:
   * a protocol other parties define, outside /api (Open311 GeoReport v2's `[{ code, description }]`,
   * ServerModule.outsideApi). With `raw`, errors come in the raw answer's media type too.
   */
  errorBody?: AnySchema;
  /**
   * The body may also come form-encoded (application/x-www-form-urlencoded), as Open311 clients send
   * it. The core's body parser reads JSON under /api only: such a route parses its body itself (`before`).
   */
  formBody?: boolean;
  /** The endpoint's abuse budget (issue 33): required for writes and for endpoints with `outward`. */
  limits?: EndpointLimits<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** What it sends outward or costs (EndpointLimits must then be declared too). */
  outward?: Outward[];
}

/** The types an endpoint carries. */
export interface EndpointTypes {
  method: EndpointMethod;
  path: string;
  access: EndpointAccess;
  params: unknown;
  query: unknown;
  body: unknown;
  response: unknown;
}

/** A defined endpoint; `T` carries its method, path, access and the cast input and answer types. */
export interface Endpoint<T extends EndpointTypes = EndpointTypes> extends EndpointSpec {
  method: T['method'];
  /**
   * Below `/api`, with `:name` parameters, e.g. `/tasks/:id/accept`; the full path for the routes of a
   * module's `outsideApi` router (e.g. `/open311/v2/services.:format`).
   */
  path: T['path'];
  access: T['access'];
  /** Never set: carries the types. */
  readonly __types?: T;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any>;

type Out<S> = S extends ISchema<unknown, any, any, any> ? InferType<S> : undefined; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The part of the input that a present schema adds (nothing for a missing one). */
type Part<K extends string, T> = [T] extends [undefined] ? { [key in K]?: undefined } : { [key in K]: T };

type TypesOf<E> = E extends { __types?: infer T extends EndpointTypes } ? T : never;
/** What a call of the endpoint takes: its cast params, query and body. */
export type EndpointInput<E> = TypesOf<E> extends infer T extends EndpointTypes ? Part<'params', T['params']> & Part<'query', T['query']> & Part<'body', T['body']> : never;
/** The parts of a call's input that make its URL (params and query). */
export type EndpointUrlInput<E> = Pick<EndpointInput<E>, 'params' | 'query'>;
/** Its answer on success. */
export type EndpointResponse<E> = TypesOf<E>['response'];
export type EndpointParams<E> = TypesOf<E>['params'];
export type EndpointQuery<E> = TypesOf<E>['query'];
export type EndpointBody<E> = TypesOf<E>['body'];
export type EndpointAccessOf<E> = TypesOf<E>['access'];

/**
 * Defines an endpoint. A path with `:name` parameters needs a params schema (its fields are the
 * parameters: the route test checks that); the input and answer types follow from the schemas.
 */
export function defineEndpoint<
  M extends EndpointMethod,
  Path extends string,
  A extends EndpointAccess,
  PS extends AnySchema | undefined = undefined,
  QS extends AnySchema | undefined = undefined,
  BS extends AnySchema | undefined = undefined,
  RS extends AnySchema | undefined = undefined,
>(
  method: M,
  path: Path,
  spec: Omit<EndpointSpec, 'access' | 'params' | 'query' | 'body' | 'response' | 'limits'> & {
    access: A;
    limits?: EndpointLimits<{ params: Out<PS>; query: Out<QS>; body: Out<BS> }>;
    params?: PS;
    query?: QS;
    body?: BS;
    response?: RS;
  },
): Endpoint<{ method: M; path: Path; access: A; params: Out<PS>; query: Out<QS>; body: Out<BS>; response: [RS] extends [undefined] ? void : Out<RS> }> {
  const names = pathParamNames(path);
  if (names.length > 0 && !spec.params) throw new TypeError(`${method} ${path} needs a params schema for ${names.join(', ')}`);
  checkLimits(`${method} ${path}`, spec.limits);
  return { method, path, ...spec } as Endpoint<{ method: M; path: Path; access: A; params: Out<PS>; query: Out<QS>; body: Out<BS>; response: [RS] extends [undefined] ? void : Out<RS> }>;
}

/** An endpoint's success status: its own, else 200 with an answer and 204 without. */
export function successStatus(endpoint: Pick<EndpointSpec, 'status' | 'response' | 'raw'>): number {
  return endpoint.status ?? (endpoint.response || endpoint.raw ? 200 : 204);
}

/** The `:name` parameters of a path in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

/** The path with its parameters filled in (each URI-encoded), below `/api`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string (`?a=1&b=x`, or '' when empty); undefined and null values are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call: `/api` + the filled path + the query string. */
export function endpointUrl(endpoint: AnyEndpoint, input: { params?: unknown; query?: unknown } = {}): string {
  return `/api${fillPath(endpoint.path, input.params as Record<string, unknown> | undefined)}${queryString(input.query as Record<string, unknown> | undefined)}`;
}

