import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import supertest from 'supertest';
import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { errorMiddleware } from './errors';
import { controlCharacterFields, hasControlCharacter, shapeErrors, unsafeField, validate } from './validate';

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

describe('validate and control characters', () => {
  it('finds NUL, the other C0 controls, DEL and lone surrogates, but allows tab, newline and CR', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F', '\uD800', '\uDFFF', 'a\uDC00b']) expect(hasControlCharacter(`x${c}y`), JSON.stringify(c)).toBe(true);
    for (const ok of ['line one\nline two', 'tab\there', 'crlf\r\n', '🧹 emoji pair', 'Müll · Straße', '\u0080\u00A0']) expect(hasControlCharacter(ok), JSON.stringify(ok)).toBe(false);
  });

  it('names every such field, nested and in lists, and refuses such keys', () => {
    expect(controlCharacterFields({ name: 'a\u0000', ok: 'fine\n', inner: { note: 'x\u001b' }, tags: ['ok', 'b\u007f'], n: 1 }).map((f) => f.field)).toEqual(['name', 'inner.note', 'tags[1]']);
    expect(controlCharacterFields({ 'bad\u0000key': 'v' })).toEqual([{ field: 'bad\u0000key', message: 'Field names must not contain control characters' }]);
    expect(controlCharacterFields('\u0000')).toEqual([{ field: '', message: 'The value must not contain control characters' }]);
  });

  it('answers 400 VALIDATION_FAILED naming the field, in the body, the query and the route parameters', async () => {
    const koa = new Koa();
    koa.use(errorMiddleware({ info: () => {}, error: () => {} }));
    koa.use(bodyParser({ enableTypes: ['json'] }));
    const router = new Router();
    router.post('/items/:id', validate({ params: yup.object({ id: yup.string() }), query: yup.object({ q: yup.string() }), body: schema }), (ctx) => (ctx.body = ctx.request.body));
    // A part without a schema is checked too: the route could still read it.
    router.post('/plain', validate({ body: schema }), (ctx) => (ctx.body = { q: ctx.query.q }));
    koa.use(router.routes());
    const req = supertest(koa.callback());
    const cases = [
      [req.post('/items/1').send({ name: 'Ann\u0000' }), 'name'],
      [req.post('/items/1').send({ name: 'Ann', inner: { note: '\u0007' } }), 'inner.note'],
      [req.post('/items/1').send({ name: 'Ann', tags: ['a', '\uD800'] }), 'tags[1]'],
      [req.post('/items/1').send({ name: 'Ann', extra: 'not in the schema\u007F' }), 'extra'],
      [req.post('/items/1?q=a%00b').send({ name: 'Ann' }), 'q'],
      [req.post('/items/a%1Fb').send({ name: 'Ann' }), 'id'],
      [req.post('/plain?q=%00').send({ name: 'Ann' }), 'q'],
    ] as const;
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.fields).toEqual([{ field, message: `${field} must not contain control characters` }]);
    }
    const multiLine = await req.post('/items/1').send({ name: 'Ann', inner: { note: 'first line\r\n\tsecond line' } });
    expect(multiLine.status).toBe(200);
    expect(multiLine.body.inner.note).toBe('first line\r\n\tsecond line');
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
