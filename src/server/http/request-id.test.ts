import Koa from 'koa';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { errorMiddleware } from './errors';
import { requestLog } from './request-log';
import { requestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An app with the request id, the request log and the error middleware, logging JSON lines into `lines`. */
function app() {
  const lines: string[] = [];
  const log = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
  const koa = new Koa();
  koa.use(requestId());
  koa.use(requestLog(log, (ctx) => (ctx.path === '/boom' ? '/boom' : '/things/:id')));
  koa.use(errorMiddleware(log));
  koa.use(async (ctx) => {
    if (ctx.path === '/boom') throw new Error('the disk is on fire');
    // A service deep in the request logs without knowing the request: the line carries the id anyway.
    await new Promise((r) => setTimeout(r, 1));
    log.info('working on it');
    ctx.body = { seen: ctx.state.requestId };
  });
  const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { request: supertest(koa.callback()), logged, lines };
}

describe('request id', () => {
  it('keeps a sane incoming X-Request-Id: on ctx.state, in the answer and on every log line', async () => {
    const a = app();
    const res = await a.request.get('/things/42?secret=1').set('X-Request-Id', 'lb-7f3a.9:01_x').expect(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.9:01_x');
    expect(res.body.seen).toBe('lb-7f3a.9:01_x');
    const [work, request] = a.logged();
    expect(work).toMatchObject({ level: 'info', msg: 'working on it', requestId: 'lb-7f3a.9:01_x' });
    expect(request).toMatchObject({ msg: 'request', method: 'GET', route: '/things/:id', path: '/things/42', status: 200, requestId: 'lb-7f3a.9:01_x' });
    expect(typeof request!.ms).toBe('number');
    expect(a.lines.join('')).not.toContain('secret');
    // One JSON object per line.
    expect(a.lines.every((l) => l.endsWith('\n') && !l.slice(0, -1).includes('\n'))).toBe(true);
  });

  it('replaces a missing, malformed or overlong id with a new UUID', async () => {
    const a = app();
    for (const sent of [undefined, 'bad id with spaces', 'x\u00e9', 'a'.repeat(129), 'inject"},{"level":"fatal']) {
      const req = a.request.get('/things/1');
      const res = await (sent === undefined ? req : req.set('X-Request-Id', sent)).expect(200);
      expect(res.headers['x-request-id'], String(sent)).toMatch(UUID);
      expect(res.body.seen).toBe(res.headers['x-request-id']);
    }
    const ids = new Set(a.logged().filter((l) => l.msg === 'request').map((l) => l.requestId));
    expect(ids.size).toBe(5);
  });

  it('logs a failure with its stack and the request id, and answers with the id', async () => {
    const a = app();
    const res = await a.request.get('/boom').set('X-Request-Id', 'trace-1').expect(500);
    expect(res.headers['x-request-id']).toBe('trace-1');
    expect(res.body.code).toBe('INTERNAL');
    expect(JSON.stringify(res.body)).not.toContain('on fire');
    const error = a.logged().find((l) => l.level === 'error') as { msg: string; requestId: string; err: { message: string; stack: string } };
    expect(error.msg).toBe('GET /boom failed');
    expect(error.requestId).toBe('trace-1');
    expect(error.err.message).toBe('the disk is on fire');
    expect(error.err.stack).toContain('request-id.test.ts');
    expect(a.logged().find((l) => l.msg === 'request')).toMatchObject({ route: '/boom', status: 500, requestId: 'trace-1' });
  });
});
