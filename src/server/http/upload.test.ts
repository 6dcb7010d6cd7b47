import Koa from 'koa';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorMiddleware, HttpError } from './errors';
import { singleFileUpload, uploadedFile } from './upload';

function app() {
  const koa = new Koa();
  koa.use(errorMiddleware({ info: () => {}, error: () => {} }));
  koa.use(singleFileUpload('image', { maxFileBytes: 1000, tooLarge: () => new HttpError(413, 'TOO_LARGE', 'too large') }));
  koa.use((ctx) => (ctx.body = { fields: ctx.request.body, file: uploadedFile(ctx)?.originalname ?? null }));
  return supertest(koa.callback());
}

describe('singleFileUpload', () => {
  it('refuses a text field with a control character (400, the field named), even where the route reads no fields', async () => {
    for (const [name, value] of [['description', 'Bottles\u0000'], ['location', 'Park\u001b'], ['note', 'x\u007f']]) {
      const res = await app().post('/').field('userId', 'u1').field(name!, value!).attach('image', Buffer.from('data'), 'a.jpg');
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: name, message: `${name} must not contain control characters` }] } });
    }
  });

  it('refuses a JSON body nested too deeply for the check with a 400, not a crash', async () => {
    const deep = `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`;
    const koa = new Koa();
    koa.use(errorMiddleware({ info: () => {}, error: () => {} }));
    koa.use(async (ctx, next) => {
      (ctx.request as { body?: unknown }).body = JSON.parse(deep);
      await next();
    });
    koa.use(singleFileUpload('image', { maxFileBytes: 1000, tooLarge: () => new HttpError(413, 'TOO_LARGE', 'too large') }));
    koa.use((ctx) => (ctx.body = 'reached'));
    const res = await supertest(koa.callback()).post('/').send({});
    expect(res.status).toBe(400);
    expect(res.body.details.fields[0].message).toMatch(/nested too deeply/);
  });

  it('keeps multi-line text and the file', async () => {
    const res = await app().post('/').field('description', 'Two lines\r\nand a\ttab').attach('image', Buffer.from('data'), 'a.jpg');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fields: { description: 'Two lines\r\nand a\ttab' }, file: 'a.jpg' });
  });
});
