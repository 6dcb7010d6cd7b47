import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type Router from '@koa/router';
import fc from 'fast-check';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import { taskSubmissionSchema } from '../../src/modules/actions/schemas';
import { SESSION_COOKIE } from '../../src/modules/guest/contract';
import { serverModules } from '../../src/modules/server';
import { createApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db';
import { SERVED_METHODS } from '../../src/server/http/methods';
import type { ValidateSchemas } from '../../src/server/http/validate';
import { json, startStandIn, type StandIn } from '../support/stand-in-server';
import { RELAXED_RATE_LIMITS } from '../support/rate-limits';
import { guest, member, type Harness } from '../support/people';
import { backends, createTestDb } from '../support/test-app';

/**
 * Property-based fuzzing of every JSON endpoint (issue 12, Resilience): the routes are read from the
 * app's own router (every module's router and every admin router), then each gets random and
 * malformed path parameters, query strings and bodies (wrong types, huge strings, deep nesting,
 * prototype-pollution keys, invalid JSON, wrong content types, random multipart files) from an
 * anonymous caller, a guest, a registered user and a moderator. Whatever arrives: never a 5xx, and
 * every error is `{ error: string, code: string }` JSON.
 *
 * Then, without chance (issue 17): every field each route's validate() schemas name gets control
 * characters (refused with a 400 that names the field) and values of every wrong type (never a 5xx),
 * inside an otherwise valid body where the route has a sample; and every route gets each HTTP method
 * no route serves (a JSON 405).
 *
 * FUZZ_RUNS (default 12) sets the runs per route and backend.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  params: string[];
  /** What the route's validate() middleware checks (merged when it has several). */
  schemas: ValidateSchemas;
}

/** Every concrete route of the mounted /api router, with its method (HEAD is GET's twin). */
function apiRoutes(app: App): Route[] {
  const dispatch = app.koa.middleware.find((m) => (m as { router?: Router }).router) as { router: Router } | undefined;
  if (!dispatch) throw new Error('no router mounted on the app');
  const routes: Route[] = [];
  for (const layer of dispatch.router.stack) {
    const schemas = Object.assign({}, ...layer.stack.map((mw) => (mw as { schemas?: ValidateSchemas }).schemas ?? {})) as ValidateSchemas;
    for (const m of layer.methods) {
      if (m === 'HEAD') continue;
      routes.push({ method: m.toLowerCase() as Route['method'], path: layer.path as string, params: layer.paramNames.map((p) => String(p.name)), schemas });
    }
  }
  return routes;
}

/**
 * Routes that check their body themselves (the actions module runs the schema in its service): their
 * endpoints' body schema passes everything on, so the form's schema names the fields to try.
 */
const SELF_CHECKED: Record<string, AnySchema> = { 'POST /api/tasks/validate': taskSubmissionSchema, 'POST /api/tasks/submit': taskSubmissionSchema };

interface Field {
  /** Path as validate() names it: `a.b`, `list[0]`. */
  name: string;
  /** Keys and indexes to reach it in a body. */
  keys: (string | number)[];
  text: boolean;
}

/** Every leaf field of a yup schema, through objects and arrays. */
function schemaFields(schema: AnySchema, keys: (string | number)[] = [], name = ''): Field[] {
  const d = schema as { type?: string; fields?: Record<string, AnySchema>; innerType?: AnySchema };
  if (d.type === 'object' && d.fields) return Object.entries(d.fields).flatMap(([k, f]) => schemaFields(f, [...keys, k], name ? `${name}.${k}` : k));
  if (d.type === 'array' && d.innerType) return schemaFields(d.innerType, [...keys, 0], `${name}[0]`);
  return keys.length > 0 ? [{ name, keys, text: d.type === 'string' }] : [];
}

/** A copy of `base` with `value` at `keys` (objects and arrays made on the way). */
function withValue(base: unknown, keys: (string | number)[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [k, ...rest] = keys;
  if (typeof k === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    list[k] = withValue(list[k], rest, value);
    return list;
  }
  const obj = base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  obj[k!] = withValue(obj[k!], rest, value);
  return obj;
}

/** Control characters validation refuses (issue 17); the surrogate only where JSON carries it. */
const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u001F', '\u007F'];
const LONE_SURROGATE = '\uD800';
/** Values of every wrong type, and numbers that broke conversions before (issue 17: `unit: 1e308`). */
const WRONG_TYPES: unknown[] = [123, 0, -1.5, 1e308, true, false, null, ['x'], { a: 1 }, '', 'not-a-uuid'];
/** Methods Node's parser passes on that no route serves (CONNECT never reaches Koa). */
const UNUSUAL_METHODS = http.METHODS.filter((m) => m !== 'CONNECT' && !(SERVED_METHODS as readonly string[]).includes(m));

/** Field names the schemas use, so some bodies get past the first checks; plus pollution keys. */
const FIELDS = [
  'userId', 'id', 'reason', 'role', 'username', 'name', 'location', 'latitude', 'longitude', 'lat', 'lon', 'q', 'limit', 'offset', 'radius',
  'minLat', 'maxLat', 'minLon', 'maxLon', 'bbox', 'categories', 'category', 'analytics', 'marketing', 'necessary', 'confirm', 'confirmation', 'code',
  'credential', 'response', 'challenge', 'actionId', 'taskId', 'amount', 'quantity', 'description', 'wasteType', 'priority', 'estimatedEffort',
  'imageUrl', 'origin', 'domain', 'partner', 'language', 'lang', 'style', 'prompt', 'avatarUrl', 'deviceName', 'version', 'status', 'since', 'page',
  'displayName', 'note', 'notes', 'evidence', 'recoveryCode', 'sessionId', 'nameIndex', 'selectedName',
];
const POLLUTION = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
/** Socket errors of an early answer racing a body still being sent. */
const TRANSPORT_RESETS = ['ECONNRESET', 'EPIPE'];
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 2, arbitrary: fc.constantFrom(...POLLUTION) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) });
const nastyString = fc.constantFrom(
  '', ' ', '0', '-1', '1e309', 'NaN', 'Infinity', 'true', 'null', 'undefined', '[]', '{}', ZERO_UUID, 'not-a-uuid', '<script>alert(1)</script>',
  "'; drop table users; --", '\u0000', '%00', '../../etc/passwd', '\uD800', '🧹🗑️', 'a'.repeat(5000), '9'.repeat(400), '-90.00000000001', '2026-13-45T25:61:61Z',
  'Name\u0000', 'a\u001bb', 'x\u007f', 'line\r\nbreak\ttab',
);
const leaf = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
/** Any JSON value with arrays and objects; objects as [key, value] pairs so __proto__ stays a real key. */
type Pairs = { pairs: [string, Value][] };
type Value = unknown;
const { value } = fc.letrec<{ value: Value; object: Pairs }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 4 }), tie('object')),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 6 }).map((pairs) => ({ pairs })),
}));
const isPairs = (v: unknown): v is Pairs => typeof v === 'object' && v !== null && !Array.isArray(v) && 'pairs' in v;
function toJson(v: Value): string {
  if (isPairs(v)) return `{${v.pairs.map(([k, x]) => `${JSON.stringify(k)}:${toJson(x)}`).join(',')}}`;
  if (Array.isArray(v)) return `[${v.map(toJson).join(',')}]`;
  return JSON.stringify(v) ?? 'null';
}
const asText = (v: Value): string => (typeof v === 'string' ? v : toJson(v));
/** encodeURIComponent throws on lone surrogates (those still travel in JSON bodies). */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
/** Node's HTTP parser itself answers 431 (no JSON, the app never sees it) above 16 KB of headers. */
const MAX_URL = 8000;

type Body =
  | { kind: 'none' }
  | { kind: 'raw'; type: string; text: string }
  | { kind: 'multipart'; fields: [string, string][]; file?: { field: string; data: Uint8Array; name: string } };

interface Reply {
  status: number;
  type: string;
  text: string;
  body: { error?: unknown; code?: unknown; user?: { id: string } } | undefined;
  cookie?: string;
}

/** A raw HTTP request (no client-side URL normalisation, so malformed escapes reach the server as sent). */
function send(port: number, method: string, url: string, b: Body, cookie?: string): Promise<Reply> {
  let payload: Buffer | undefined;
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (b.kind === 'raw') {
    payload = Buffer.from(b.text);
    headers['Content-Type'] = b.type;
  } else if (b.kind === 'multipart') {
    const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [k, v] of b.fields) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n${v}\r\n`));
    if (b.file) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${b.file.field}"; filename="${b.file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
      parts.push(Buffer.from(b.file.data), Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    payload = Buffer.concat(parts);
    headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
  }
  if (payload) headers['Content-Length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const type = String(res.headers['content-type'] ?? '');
        let parsed: Reply['body'];
        try {
          parsed = type.includes('json') ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        const setCookie = res.headers['set-cookie']?.[0];
        resolve({ status: res.statusCode!, type, text, body: parsed, cookie: setCookie ? setCookie.split(';')[0] : undefined });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const objectBody = fc.array(fc.tuple(key, value), { maxLength: 8 }).map((pairs): Body => ({ kind: 'raw', type: 'application/json', text: toJson({ pairs }) }));
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' } as Body) },
  { weight: 6, arbitrary: objectBody },
  { weight: 2, arbitrary: value.map((v): Body => ({ kind: 'raw', type: 'application/json', text: toJson(v) })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.constantFrom('{', '{"a":', '[1,2', 'undefined', "{'a':1}", '{"a":1}}', '\u0000', '{"__proto__":', 'NaN', '{"a":1,}'), fc.string({ maxLength: 30 }))
      .map((text): Body => ({ kind: 'raw', type: 'application/json', text })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Body>(
      { kind: 'raw', type: 'application/json', text: `{"a":"${'x'.repeat(300_000)}"}` },
      { kind: 'raw', type: 'application/json', text: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
      { kind: 'raw', type: 'application/json', text: `${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}` },
      { kind: 'raw', type: 'application/json; charset=latin1', text: '{"a":1}' },
      { kind: 'raw', type: 'application/json; charset=utf-16', text: '{"a":1}' },
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/octet-stream', 'image/jpeg', 'multipart/form-data', 'application/json-patch+json', 'foo'), fc.array(fc.tuple(key, value), { maxLength: 5 }))
      .map(([type, pairs]): Body => ({ kind: 'raw', type, text: type.includes('form-urlencoded') ? pairs.map(([k, v]) => `${enc(k)}=${enc(asText(v))}`).join('&') : toJson({ pairs }) })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      fields: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ minLength: 1, maxLength: 10 })), value.map(asText)), { maxLength: 5 }),
      file: fc.option(fc.record({ field: fc.constantFrom('image', 'completionImage', 'photo', 'picture', 'file'), data: fc.uint8Array({ maxLength: 2000 }), name: fc.constantFrom('a.jpg', 'b.png', '../../x.webp', 'evil.svg', '') })),
    }, { requiredKeys: ['fields'] }).map((m): Body => ({ kind: 'multipart', fields: m.fields, file: m.file ?? undefined })),
  },
);

const query = fc.oneof(
  fc.constant(''),
  // Values are escaped, except the malformed escapes sent as they are on purpose.
  fc.array(fc.tuple(key, fc.oneof(value.map((v) => enc(asText(v))), fc.constantFrom('%E0%A4%A', '%', '%%', '%00'))), { maxLength: 6 }).map((pairs) =>
    pairs.map(([k, v]) => `${enc(k)}=${v}`).join('&'),
  ),
  fc.constantFrom('a[b]=1', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'limit=1&limit=2&limit=x', 'q', '&&&', 'lat=%E0%A4%A'),
);

interface Persona {
  kind: 'anonymous' | 'guest' | 'registered' | 'moderator';
  cookie?: string;
  id?: string;
}

describe.each(backends())('fuzzing every JSON endpoint (%s)', (backend) => {
  let app: App;
  let db: Db;
  let drop: () => Promise<void>;
  let server: http.Server;
  let port: number;
  let dataDir: string;
  let geocoder: StandIn;
  let taskId: string;
  let routes: Route[];
  /** What the server logged as unexpected errors (their stacks explain a 500). */
  const logged: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-fuzz-'));
    // Loopback only: the geocoder is a stand-in; no OpenAI key, so the local fallbacks answer.
    geocoder = await startStandIn((req, res) => json(res, 200, req.url?.startsWith('/reverse') ? { display_name: 'Somewhere', address: {} } : []));
    ({ db, drop } = await createTestDb(backend));
    const config = loadConfig({ ...RELAXED_RATE_LIMITS, LOG_REQUESTS: 'false', DATA_DIR: dataDir, STATIC_DIR: '/nonexistent-cq-static', GEOCODER_URL: geocoder.url, GEOCODER_TIMEOUT_MS: '2000' }, serverModules);
    config.openai.apiKey = undefined;
    const log = { info: () => {}, error: (msg: string, err?: unknown) => logged.push(`${msg}: ${err instanceof Error ? err.stack?.split('\n').slice(0, 4).join(' | ') : String(err ?? '')}`) };
    app = createApp({ config, db, modules: serverModules, log });
    server = http.createServer(app.callback);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    routes = apiRoutes(app);
    const [task] = await db('tasks').insert({ description: 'Fuzz task', location: 'Fuzzplatz', latitude: 51.5, longitude: 12, reward: 10, status: 'available' }).returning('id');
    taskId = (task as { id: string }).id;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await drop?.();
    await geocoder?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The people factories' view of this app (their setup requests go straight to it, not over the socket). */
  const harness = (): Harness => ({ app, db, agent: () => supertest.agent(app.callback) });

  const personas = async (): Promise<Persona[]> => {
    const make = async (kind: Persona['kind']): Promise<Persona> => {
      if (kind === 'anonymous') return { kind };
      const p = kind === 'guest' ? await guest(harness()) : await member(harness(), { role: kind === 'moderator' ? 'moderator' : 'cleaner' });
      return { kind, cookie: `${SESSION_COOKIE}=${p.token}`, id: p.id };
    };
    return Promise.all((['anonymous', 'guest', 'registered', 'moderator'] as const).map(make));
  };

  it('finds the routes of every module, admin routers included', () => {
    const names = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    for (const expected of ['POST /api/reports', 'GET /api/tasks/available', 'POST /api/tasks/:id/accept', 'POST /api/guest/create', 'DELETE /api/account', 'POST /api/admin/tasks/review/:id/reject', 'PUT /api/admin/users/:id/role']) {
      expect(names).toContain(expected);
    }
    // Every module with a router contributes at least one route.
    for (const m of serverModules) {
      if (!m.createRouter) continue;
      const r = m.createRouter(app.container);
      expect(r.stack.length, m.id).toBeGreaterThan(0);
    }
    expect(routes.length).toBeGreaterThan(50);
  });

  it('never answers a 5xx and always uses the JSON error format', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const people = await personas();
      const knownIds = [ZERO_UUID, taskId, ...people.flatMap((p) => (p.id ? [p.id] : []))];
      const param = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
        { weight: 2, arbitrary: fc.uuid().map(String) },
        { weight: 2, arbitrary: nastyString.map(enc) },
        { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(enc) },
        { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '..', '%2e%2e', '%2F', 'a%00b', '-'.repeat(3000)) },
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...people), fc.array(param, { minLength: route.params.length, maxLength: route.params.length }), query, body, async (who, params, qs, b) => {
          let url = route.path;
          route.params.forEach((name, i) => (url = url.replace(`:${name}`, params[i]!)));
          if (qs) url += `?${qs}`;
          url = url.slice(0, MAX_URL);
          const before = logged.length;
          const label = `${route.method.toUpperCase()} ${url.slice(0, 200)} as ${who.kind} with ${b.kind === 'raw' ? `${b.type} ${b.text.slice(0, 200)}` : b.kind === 'multipart' ? JSON.stringify(b.fields).slice(0, 200) : 'no body'}`;
          // A server that answers early (401, 413) and closes while a large body is still being written can
          // reset the socket before the client reads the answer: ordinary TCP, not a server failure. Such a
          // request is sent once more; a second reset fails the property with the error and the request.
          const attempt = () => send(port, route.method.toUpperCase(), url, b, who.cookie);
          const res = await attempt().catch((err: NodeJS.ErrnoException) => (TRANSPORT_RESETS.includes(String(err.code)) ? attempt() : Promise.reject(err))).catch((err: NodeJS.ErrnoException) => {
            failures.push(`transport error ${err.code ?? ''} ${err.message} <- ${label}`);
            return undefined;
          });
          if (!res) return false;
          // The geocoder's own polite queue answers 503 + Retry-After when it is busy: an upstream limit, not a failure.
          const upstreamBusy = route.path.startsWith('/api/geocode/') && res.status === 503 && ['GEOCODER_BUSY', 'GEOCODER_UNAVAILABLE'].includes(String(res.body?.code));
          if (res.status >= 500 && !upstreamBusy) {
            failures.push(`${res.status} ${res.text.slice(0, 200)} <- ${label}\n    server log: ${logged.slice(before).join('\n    ')}`);
            return false;
          }
          if (res.status >= 400) {
            const ok = /application\/json/.test(res.type) && typeof res.body?.error === 'string' && res.body.error.length > 0 && typeof res.body?.code === 'string' && res.body.code.length > 0;
            if (!ok) {
              failures.push(`${res.status} not the JSON error format: ${res.type} ${res.text.slice(0, 200)} <- ${label}`);
              return false;
            }
          }
          return true;
        }),
        { numRuns: RUNS, endOnFailure: true, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      ).catch((err: Error) => failures.push(`${route.method.toUpperCase()} ${route.path}: ${err.message.split('\n')[0]}`));
    }
    expect(failures).toEqual([]);
    // Prototype-pollution keys never reached a shared prototype.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);

  /** An admin (every route's role check passes), so requests reach validation and, when valid, the service. */
  const admin = async (): Promise<Persona> => {
    const p = await member(harness(), { role: 'admin' });
    return { kind: 'moderator', cookie: `${SESSION_COOKIE}=${p.token}`, id: p.id };
  };
  /** Valid bodies, so a changed field is the only thing wrong and the rest reaches the service. */
  const samples = (me: string): Record<string, unknown> => {
    const action = { taskType: 'beach_cleanup', title: 'Beach cleanup at the pier', quantity: 4.5, unit: 'kg', location: 'Pier', description: 'Two bags' };
    return {
      'POST /api/tasks/validate': action,
      'POST /api/tasks/submit': action,
      'POST /api/users/:userId/create-profile': { firstName: 'Rio', lastName: 'Fuzz', username: `rio_${me.slice(0, 8)}`, gender: 'Diverse', dateOfBirth: '1995-07-30' },
      'POST /api/users/:userId/select-name': { championName: 'Star Walker' },
      'POST /api/avatars/generate': { enhancedPrompt: 'a calm river', preferences: { style: 'illustrated', colorPalette: 'blue', symbolism: 'waves' } },
      'POST /api/photos/:id/flags': { reason: 'other', details: 'A face is visible' },
      'POST /api/tasks/:id/accept': { userId: me },
      'POST /api/security/consent/record': { userId: me, consentCategories: [{ categoryId: 'analytics', consented: true }], source: 'banner' },
      'POST /api/reports': { userId: me, location: 'Riverbank', latitude: 51.49, longitude: 11.98, description: 'Bottles' },
    };
  };
  const urlOf = (route: Route, me: string, param?: { name: string; value: string }) => {
    let url = route.path;
    for (const name of route.params) url = url.replace(`:${name}`, param?.name === name ? param.value : name === 'userId' ? me : name === 'id' && route.path.startsWith('/api/tasks/') ? taskId : ZERO_UUID);
    return url;
  };
  const isJsonError = (res: Reply) => /application\/json/.test(res.type) && typeof res.body?.error === 'string' && res.body.error.length > 0 && typeof res.body?.code === 'string';
  const namesField = (res: Reply, field: string) =>
    res.status === 400 && res.body?.code === 'VALIDATION_FAILED' && ((res.body as { details?: { fields?: { field: string }[] } }).details?.fields ?? []).some((f) => f.field === field);

  it('refuses control characters in every field validation names, with a 400 naming the field', async () => {
    const who = await admin();
    const sample = samples(who.id!);
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      const body = SELF_CHECKED[key] ?? route.schemas.body;
      const checks: { label: string; url: string; b: Body; field: string }[] = [];
      schemaFields(route.schemas.params ?? ({} as AnySchema)).forEach((f, i) => {
        checks.push({ label: `param ${f.name}`, url: urlOf(route, who.id!, { name: f.name, value: `a${enc(CONTROL[i % CONTROL.length]!)}b` }), b: { kind: 'none' }, field: f.name });
      });
      schemaFields(route.schemas.query ?? ({} as AnySchema)).forEach((f, i) => {
        checks.push({ label: `query ${f.name}`, url: `${urlOf(route, who.id!)}?${enc(f.name)}=a${enc(CONTROL[i % CONTROL.length]!)}b`, b: { kind: 'none' }, field: f.name });
      });
      if (body && route.method !== 'get') {
        schemaFields(body).filter((f) => f.text).forEach((f, i) => {
          const c = [...CONTROL, LONE_SURROGATE][i % (CONTROL.length + 1)]!;
          const text = JSON.stringify(withValue(sample[key] ?? {}, f.keys, `ok${c}text`));
          checks.push({ label: `body ${f.name} ${JSON.stringify(c)}`, url: urlOf(route, who.id!), b: { kind: 'raw', type: 'application/json', text }, field: f.name });
        });
      }
      for (const check of checks) {
        tried++;
        const res = await send(port, route.method.toUpperCase(), check.url, check.b, who.cookie);
        if (!namesField(res, check.field)) failures.push(`${key} ${check.label}: ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  }, 600_000);

  it('answers a value of every wrong type in every field with a 4xx or a success, never a 5xx', async () => {
    const who = await admin();
    const sample = samples(who.id!);
    for (const key of Object.keys(sample)) expect(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`)).toContain(key);
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      const body = SELF_CHECKED[key] ?? route.schemas.body;
      if (!body || route.method === 'get') continue;
      for (const field of schemaFields(body)) {
        for (const value of WRONG_TYPES) {
          const before = logged.length;
          const text = JSON.stringify(withValue(sample[key] ?? {}, field.keys, value));
          const res = await send(port, route.method.toUpperCase(), urlOf(route, who.id!), { kind: 'raw', type: 'application/json', text }, who.cookie);
          if (res.status >= 500 || (res.status >= 400 && !isJsonError(res))) failures.push(`${key} ${text.slice(0, 160)}: ${res.status} ${res.text.slice(0, 200)}\n    server log: ${logged.slice(before).join('\n    ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers every method no route serves with a JSON 405 on every route and page', async () => {
    const who = await admin();
    const paths = [...new Set(routes.map((r) => urlOf(r, who.id!))), '/', '/index.html', '/tasks', '/api', '/api/no-such-route', '/embed/map', '/widget.js'];
    expect(UNUSUAL_METHODS).toEqual(expect.arrayContaining(['TRACE', 'PROPFIND', 'PURGE', 'SEARCH', 'LOCK', 'MKCOL', 'REPORT']));
    const before = logged.length;
    const failures: string[] = [];
    for (const url of paths) {
      for (const method of UNUSUAL_METHODS) {
        const res = await send(port, method, url, { kind: 'none' }, who.cookie);
        if (res.status !== 405 || res.body?.code !== 'METHOD_NOT_ALLOWED' || !isJsonError(res)) failures.push(`${method} ${url}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(logged.slice(before)).toEqual([]);
  }, 600_000);
});
