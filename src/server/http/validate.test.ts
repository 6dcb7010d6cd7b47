import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import supertest from 'supertest';
import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { errorMiddleware } from './errors';
import { shapeErrors, unsafeField, validate } from './validate';

const schema = yup.object({ name: yup.string().trim().required(), tags: yup.array(yup.string().trim()), inner: yup.object({ note: yup.string().trim() }) });

function app() {
  const koa = new Koa();
  koa.use(errorMiddleware({ info: () => {}, error: () => {} }));
  koa.use(bodyParser({ enableTypes: ['json'] }));
  koa.use(validate({ body: schema }));
  koa.use((ctx) => (ctx.body = ctx.request.body));
  return supertest(koa.callback());
}

describe('validate', () => {
  it('finds keys that name Object.prototype members, at any depth, and too deep nesting', () => {
    expect(unsafeField(JSON.parse('{"a":{"b":[{"__proto__":1}]}}'))).toEqual({ field: 'a.b.0.__proto__', message: 'a.b.0.__proto__ is not a field this request accepts' });
    expect(unsafeField({ hasOwnProperty: 1 })?.field).toBe('hasOwnProperty');
    expect(unsafeField({ name: 'x', list: [1, { y: 2 }] })).toBeUndefined();
    expect(unsafeField(JSON.parse('['.repeat(40) + ']'.repeat(40)))?.message).toMatch(/nested too deeply/);
  });

  it('finds objects and arrays where a schema wants text', () => {
    expect(shapeErrors(schema, { name: { a: 1 }, tags: ['ok', ['no']], inner: { note: [] } }).map((e) => e.field)).toEqual(['name', 'tags[1]', 'inner.note']);
    expect(shapeErrors(schema, { name: 'x', tags: ['a'], inner: { note: 'n' } })).toEqual([]);
  });

  it('answers 400 VALIDATION_FAILED instead of letting yup crash on such input', async () => {
    for (const body of ['{"hasOwnProperty":1,"name":"x"}', '{"name":"x","constructor":{"prototype":{"polluted":1}}}', '{"name":{"a":1}}', '{"name":["x"]}']) {
      const res = await app().post('/').set('Content-Type', 'application/json').send(body);
      expect(res.status, body).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const ok = await app().post('/').send({ name: ' Ann ', tags: [' a '] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Ann', tags: ['a'] });
  });
});

describe('validate and the clock', () => {
  const dated = yup.object({
    day: yup.string().test('not-future', 'in the future', function (v) {
      const today = (this.options.context as { today?: Date } | undefined)?.today ?? new Date();
      return !v || v <= today.toISOString().slice(0, 10);
    }),
  });
  const at = (now?: Date) => {
    const koa = new Koa();
    koa.use(errorMiddleware({ info: () => {}, error: () => {} }));
    koa.use(bodyParser({ enableTypes: ['json'] }));
    koa.use((ctx, next) => {
      if (now) ctx.state.now = now;
      return next();
    });
    koa.use(validate({ body: dated }));
    koa.use((ctx) => (ctx.body = ctx.request.body));
    return supertest(koa.callback());
  };

  it("judges dates against the request's moment (ctx.state.now), not the wall clock", async () => {
    const farAhead = new Date(Date.now() + 400 * 86_400_000);
    const day = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    expect((await at(farAhead).post('/').send({ day })).status).toBe(200);
    expect((await at().post('/').send({ day })).status).toBe(400);
  });
});
