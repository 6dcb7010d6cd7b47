import Koa from 'koa';
import supertest from 'supertest';
import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { defineEndpoint, type EndpointInput } from '../../shared/endpoint';
import { errorMiddleware } from './errors';
import { answer, endpointRouter, layerEndpoint, route } from './route';
import type { SessionUser } from './session';

const uuid = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';

const rename = defineEndpoint('POST', '/things/:id/rename', {
  summary: 'Rename a thing',
  access: 'session',
  params: yup.object({ id: yup.string().required() }),
  query: yup.object({ dryRun: yup.boolean() }),
  body: yup.object({ name: yup.string().trim().min(2).required(), ownerId: yup.string().required() }).noUnknown(),
  response: yup.object({ id: yup.string().defined(), name: yup.string().defined() }),
});

const listThings = defineEndpoint('GET', '/things', {
  summary: 'Things',
  access: 'public',
  response: yup.array(yup.string().defined()).defined(),
  etag: true,
});

const moderate = defineEndpoint('POST', '/admin/things/:id', { summary: 'Moderate', access: 'moderator', params: yup.object({ id: yup.string().required() }) });

/** Type tests (checked by `npm run typecheck`): a wrong field name or type does not compile. */
export function typeTests() {
  route(rename, ({ input, user }) => {
    const name: string = input.body.name;
    const dryRun: boolean | undefined = input.query.dryRun;
    // @ts-expect-error: no such body field
    void input.body.nmae;
    // @ts-expect-error: no such parameter
    void input.params.userId;
    // @ts-expect-error: the endpoint takes no body field 'id' (it is a parameter)
    void input.body.id;
    const id: string = user.id; // a session endpoint always has a user
    return { id, name: dryRun ? name : name.toUpperCase() };
  });
  // @ts-expect-error: the answer must match the response schema (name missing)
  route(rename, ({ input }) => ({ id: input.params.id }));
  route(listThings, ({ user }) => {
    // @ts-expect-error: on a public endpoint the user may be missing
    void user.id;
    return [user?.id ?? 'anyone'];
  });
  // @ts-expect-error: the self check reads the typed input too
  route(rename, ({ input }) => ({ id: input.params.id, name: input.body.name }), { self: (i) => i.body.owner });
  const ok: EndpointInput<typeof rename> = { params: { id: 'a' }, query: {}, body: { name: 'ab', ownerId: 'x' } };
  return ok;
}

function app(user?: Partial<SessionUser>) {
  const koa = new Koa();
  koa.use(errorMiddleware({ info: () => {}, error: () => {} }));
  koa.use(async (ctx, next) => {
    (ctx.request as { body?: unknown }).body = ctx.get('x-body') ? JSON.parse(ctx.get('x-body')) : undefined;
    if (user) ctx.state.user = { id: uuid, role: 'cleaner', isGuest: false, sessionId: 's', sessionKind: 'user', expiresAt: new Date(), ...user };
    await next();
  });
  const seen: unknown[] = [];
  const router = endpointRouter([
    route(rename, ({ input, user: u }) => {
      seen.push(input);
      return input.query.dryRun ? answer(202, { id: input.params.id, name: input.body.name }) : { id: input.params.id, name: `${input.body.name} (${u.id})` };
    }, { self: (i) => i.body.ownerId }),
    route(listThings, () => ['a', 'b']),
    route(moderate, () => undefined),
  ]);
  koa.use(router.routes());
  return { request: supertest(koa.callback()), seen, router };
}

const body = (value: unknown) => ({ 'x-body': JSON.stringify(value) });

describe('route(): an endpoint mounted with typed input', () => {
  it('hands the handler the cast input and sends its answer as JSON', async () => {
    const { request, seen } = app({});
    const res = await request.post(`/things/${uuid}/rename`).set(body({ name: '  Bin  ', ownerId: uuid })).expect(200);
    expect(res.body).toEqual({ id: uuid, name: `Bin (${uuid})` });
    expect(seen).toEqual([{ params: { id: uuid }, query: {}, body: { name: 'Bin', ownerId: uuid } }]);
  });

  it('answers another status through answer()', async () => {
    const res = await app({}).request.post(`/things/${uuid}/rename?dryRun=true`).set(body({ name: 'Bin', ownerId: uuid })).expect(202);
    expect(res.body).toEqual({ id: uuid, name: 'Bin' });
  });

  it('checks access first (401 without a session), then the input (400 naming the fields), then self (403)', async () => {
    const anonymous = await app().request.post(`/things/${uuid}/rename`).set(body({ name: 'x' }));
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    const invalid = await app({}).request.post(`/things/${uuid}/rename`).set(body({ name: 'x', extra: 1 }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['', 'name', 'ownerId'].sort());
    const notMine = await app({}).request.post(`/things/${uuid}/rename`).set(body({ name: 'Bin', ownerId: other }));
    expect([notMine.status, notMine.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses people below the role of a moderator endpoint', async () => {
    expect((await app({ role: 'cleaner' }).request.post(`/admin/things/${uuid}`)).status).toBe(403);
    expect((await app({ role: 'moderator' }).request.post(`/admin/things/${uuid}`)).status).toBe(204);
  });

  it('sends a weak ETag with etag: true and answers 304 to it', async () => {
    const { request } = app();
    const first = await request.get('/things').expect(200);
    expect(first.body).toEqual(['a', 'b']);
    expect(first.headers.etag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toBe('no-cache');
    await request.get('/things').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('marks each mounted route with its endpoint (the route test and the OpenAPI document read it)', () => {
    const { router } = app();
    expect(router.stack.map((l) => layerEndpoint(l.stack))).toEqual([rename, listThings, moderate]);
  });
});
