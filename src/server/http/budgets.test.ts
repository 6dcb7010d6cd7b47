import Koa from 'koa';
import supertest from 'supertest';
import * as yup from 'yup';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, type AnyEndpoint } from '../../shared/endpoint';
import { budgetText } from '../../shared/endpoint-limits';
import { createDb, migrateLatest, type Db } from '../db';
import { budgetPoints, mountBudgets } from './budgets';
import { errorMiddleware } from './errors';
import { provideRateLimits, RATE_LIMIT_TABLE, RateLimits } from './rate-limit';
import { endpointRouter, route } from './route';

const base = { summary: 'x', access: 'public' as const };

describe('declared budgets (src/shared/endpoint-limits.ts)', () => {
  it('refuses declarations that cannot mean what they say', () => {
    expect(() => defineEndpoint('POST', '/a', { ...base, limits: {} })).toThrow(/declare no budget/);
    expect(() => defineEndpoint('POST', '/a', { ...base, limits: { unlimited: ' ' } })).toThrow(/takes a reason/);
    expect(() => defineEndpoint('POST', '/a', { ...base, limits: { unlimited: 'own data', perPerson: { points: 1, windowSeconds: 60 } } })).toThrow(/takes a reason and no budgets/);
    expect(() => defineEndpoint('POST', '/a', { ...base, limits: { perAddress: { points: 0, windowSeconds: 60 } } })).toThrow(/whole positive/);
    expect(() => defineEndpoint('POST', '/a', { ...base, limits: { perAddress: { points: 2.5, windowSeconds: 60 } } })).toThrow(/whole positive/);
  });

  it('applies a module’s settings only to budgets that name one, and RATE_LIMIT_FACTOR only to declared numbers', () => {
    const ep = defineEndpoint('POST', '/a/:id', {
      ...base,
      params: yup.object({ id: yup.string().required() }),
      limits: { perPerson: { points: 5, windowSeconds: 3600 }, perAddress: { points: 30, windowSeconds: 3600, setting: 'X_PER_ADDRESS' }, perTarget: { what: 'thing', points: 3, windowSeconds: 86_400, enforcedBy: 'service' } },
    });
    expect(() => mountBudgets(ep, { perPerson: { points: 9 } })).toThrow(/names no setting/);
    const [person, address, target] = mountBudgets(ep, { perAddress: { points: 7, windowSeconds: 60 } });
    expect(person).toMatchObject({ scope: 'perPerson', points: 5, windowSeconds: 3600, fixed: false, enforcedBy: 'route', counter: 'POST /a/:id:person' });
    expect(address).toMatchObject({ scope: 'perAddress', points: 7, windowSeconds: 60, fixed: true, setting: 'X_PER_ADDRESS' });
    expect(target).toMatchObject({ scope: 'perTarget', what: 'thing', enforcedBy: 'service', fixed: true });
    expect([person, address, target].map((b) => budgetPoints(b!, 10))).toEqual([50, 7, 3]);
    // Not set by the module: the declared number, which the factor multiplies.
    expect(budgetPoints(mountBudgets(ep)[1]!, 10)).toBe(300);
    const keyless = defineEndpoint('POST', '/b', { ...base, limits: { perTarget: { what: 'thing', points: 1, windowSeconds: 60 } } });
    expect(() => mountBudgets(keyless)).toThrow(/needs a key/);
  });

  it('words a budget for the reference', () => {
    expect(budgetText(5, 86_400)).toBe('5 per day');
    expect(budgetText(300, 3600)).toBe('300 per hour');
    expect(budgetText(20, 900)).toBe('20 per 15 minutes');
    expect(budgetText(2, 7)).toBe('2 per 7 seconds');
  });
});

describe('budgets enforced by route() (PGlite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDb({ dataDir: 'memory' });
    await migrateLatest(db, []); // the core's own tables: rate_limits
  });
  afterAll(() => db.destroy());
  afterEach(async () => {
    await db(RATE_LIMIT_TABLE).del();
  });

  /** An app serving `ep`, its counters with `factor`; `x-user` names the session's user, `x-body` the JSON body. */
  function serve(ep: AnyEndpoint, factor = 1) {
    const koa = new Koa();
    provideRateLimits(koa, new RateLimits(db, factor));
    koa.use(errorMiddleware({ info: () => {}, error: () => {} }));
    koa.use(async (ctx, next) => {
      (ctx.request as { body?: unknown }).body = ctx.get('x-body') ? JSON.parse(ctx.get('x-body')) : undefined;
      if (ctx.get('x-user')) ctx.state.user = { id: ctx.get('x-user'), role: 'cleaner', isGuest: true, sessionId: 's', sessionKind: 'guest', expiresAt: new Date() };
      await next();
    });
    let handled = 0;
    koa.use(endpointRouter([route(ep, () => void handled++)]).routes());
    return { request: supertest(koa.callback()), handled: () => handled };
  }

  it('counts per target by the validated input, stores the target hashed, and answers 429 with Retry-After', async () => {
    const guess = defineEndpoint('POST', '/guess', {
      ...base,
      body: yup.object({ code: yup.string().trim().required() }),
      limits: { perTarget: { what: 'code', points: 2, windowSeconds: 60, key: (input) => input.body.code.toUpperCase() }, message: 'Slow down.' },
    });
    const { request, handled } = serve(guess);
    const send = (code: string) => request.post('/guess').set('x-body', JSON.stringify({ code }));
    expect((await send('secret-a')).status).toBe(204);
    expect((await send(' SECRET-A ')).status).toBe(204);
    const refused = await send('secret-a');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Slow down.', code: 'RATE_LIMITED', details: { retryAfterSeconds: 60 } });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await send('secret-b')).status).toBe(204);
    // Invalid input is refused before it is counted.
    expect((await request.post('/guess').set('x-body', '{}')).status).toBe(400);
    expect(handled()).toBe(3);
    const keys = (await db(RATE_LIMIT_TABLE).select('key')).map((r: { key: string }) => r.key);
    expect(keys).toHaveLength(2);
    expect(keys.join()).not.toMatch(/SECRET/i);
    expect(keys.every((k) => k.startsWith('POST /guess:target:'))).toBe(true);
  });

  it('counts the person before the address, skips the person without a session, multiplies by the factor, leaves the service’s budget alone', async () => {
    const write = defineEndpoint('POST', '/write', {
      ...base,
      limits: { perPerson: { points: 1, windowSeconds: 60 }, perAddress: { points: 2, windowSeconds: 60 }, perTarget: { what: 'mail', points: 1, windowSeconds: 60, enforcedBy: 'service' } },
    });
    const { request } = serve(write, 2);
    const as = (user?: string) => (user ? request.post('/write').set('x-user', user) : request.post('/write'));
    // Factor 2: 2 per person, 4 per address.
    expect((await as('ada')).status).toBe(204);
    expect((await as('ada')).status).toBe(204);
    expect((await as('ada')).status).toBe(429);
    // Ada's refused call did not use up the address: two more fit, from anyone.
    expect((await as('bob')).status).toBe(204);
    expect((await as()).status).toBe(204);
    expect((await as('cyd')).status).toBe(429);
    const keys = (await db(RATE_LIMIT_TABLE).select('key')).map((r: { key: string }) => r.key).sort();
    expect(keys.some((k) => k.includes(':target:'))).toBe(false);
    expect(keys.filter((k) => k.startsWith('POST /write:person:'))).toHaveLength(3);
  });

  it('shares one count among endpoints naming the same counter', async () => {
    const limits = { perAddress: { points: 2, windowSeconds: 60, counter: 'downloads' } };
    const a = serve(defineEndpoint('GET', '/a.csv', { ...base, limits }));
    const b = serve(defineEndpoint('GET', '/b.csv', { ...base, limits }));
    expect((await a.request.get('/a.csv')).status).toBe(204);
    expect((await b.request.get('/b.csv')).status).toBe(204);
    expect((await a.request.get('/a.csv')).status).toBe(429);
  });
});
