import { ContainerModule } from 'inversify';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { defineEndpoint } from '../../shared/endpoint';
import { backends, createTestDb, manifests, TestClock, type Backend } from '../../../tests/support/test-app';
import { guest, type Person } from '../../../tests/support/people';
import { RELAXED_RATE_LIMITS } from '../../../tests/support/rate-limits';
import { createApp, type App } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { IDEMPOTENCY_TABLE, IdempotencyStore } from '../idempotency-store';
import { createLogger } from '../log';
import type { ServerModule } from '../module';
import { openApiDocument } from '../openapi';
import { UNIT_OF_WORK } from '../tokens';
import { unitOfWork } from '../unit-of-work';
import { HttpError } from './errors';
import { fingerprint } from './idempotency';
import { endpointRouter, route } from './route';

/** A test endpoint: writes one row per piece of work, in a unit of work, like a report or a completion. */
const work = defineEndpoint('POST', '/idem-test/:slot', {
  summary: 'Does some work once per Idempotency-Key',
  access: 'session',
  params: yup.object({ slot: yup.string().required() }),
  body: yup.object({ note: yup.string().required() }),
  response: yup.object({ id: yup.number().required(), note: yup.string().required(), slot: yup.string().required() }),
  status: 201,
  idempotent: true,
});

/** Lets a test hold a request inside its handler (before its work) and see it arrive. */
function gate() {
  let open!: () => void;
  let arrived!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  return { open, arrived, opened, reached };
}

describe.each(backends())('Idempotency-Key (%s)', (backend: Backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: App;
  let clock: TestClock;
  let ada: Person;
  let bob: Person;
  /** Calls of the endpoint's per-user limit (afterAccess). */
  let limited = 0;
  const gates = new Map<string, ReturnType<typeof gate>>();

  const testModule: ServerModule = {
    id: 'idemtest',
    containerModule: new ContainerModule(() => {}),
    createRouter: (c) =>
      endpointRouter([
        route(
          work,
          async ({ input, user }) => {
            const { note } = input.body;
            const g = gates.get(note);
            if (g) {
              g.arrived();
              await g.opened;
            }
            if (note === 'refuse') throw new HttpError(409, 'TEST_REFUSED', 'Refused before any work.');
            const uow = c.get(UNIT_OF_WORK);
            if (note === 'look-then-refuse') {
              await uow.run((_, trx) => trx.raw('select 1'));
              throw new HttpError(409, 'TEST_REFUSED', 'Refused after reading.');
            }
            const [row] = await uow.run((_, trx) => trx('idem_work').insert({ user_id: user.id, note, slot: input.params.slot }).returning(['id', 'note', 'slot']));
            if (note === 'fail-after-work') throw new Error('failed after the work committed');
            return row as { id: number; note: string; slot: string };
          },
          { afterAccess: [async (_, next) => ((limited += 1), next())] },
        ),
      ]),
  };

  const harness = { agent: () => supertest.agent(app.callback), get app() { return app; }, get db() { return db; } };
  const send = (p: Person, note: string, key?: string, slot = 'a') => {
    const req = p.agent.post(`/api/idem-test/${slot}`).send({ note });
    return key === undefined ? req : req.set('Idempotency-Key', key);
  };
  const rows = async (note?: string) => (await db('idem_work').where(note ? { note } : {})).length;
  const keyRow = (userId: string, key: string) => db(IDEMPOTENCY_TABLE).where({ user_id: userId, key }).first();

  beforeAll(async () => {
    ({ db, drop } = await createTestDb(backend));
    await db.schema.createTable('idem_work', (t) => {
      t.increments('id');
      t.uuid('user_id').notNullable();
      t.text('note').notNullable();
      t.text('slot').notNullable();
    });
    clock = new TestClock();
    const modules = [...manifests('guest'), testModule];
    const config = loadConfig({ LOG_REQUESTS: 'false', DATA_DIR: '/nonexistent-cq-test', STATIC_DIR: '/nonexistent-cq-static', ...RELAXED_RATE_LIMITS }, modules);
    app = createApp({ config, db, modules, log: createLogger(true), clock, idempotency: { waitMs: 400, pollMs: 20 } });
    ada = await guest(harness);
    bob = await guest(harness);
  });
  afterAll(() => drop());
  beforeEach(() => {
    limited = 0;
    gates.clear();
  });

  it('serves requests without the header as always: each one works', async () => {
    const a = await send(ada, 'plain');
    const b = await send(ada, 'plain');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(a.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows('plain')).toBe(2);
  });

  it('refuses a key that is not a UUID, before doing anything', async () => {
    const res = await send(ada, 'bad key', 'not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', error: 'The Idempotency-Key header must be a UUID.' });
    expect(limited).toBe(0);
    const de = await send(ada, 'bad key', '1234').set('Accept-Language', 'de');
    expect(de.body.error).toBe('Die Kopfzeile Idempotency-Key muss eine UUID sein.');
    expect(await rows('bad key')).toBe(0);
  });

  it('answers a repeat with the first answer, byte for byte, without working again or counting the limit', async () => {
    const key = crypto.randomUUID();
    const first = await send(ada, 'once', key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(ada, 'once', key.toUpperCase());
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.text).toBe(first.text);
    expect(await rows('once')).toBe(1);
    expect(limited).toBe(1);
    expect(await keyRow(ada.id, key)).toMatchObject({ state: 'done', method: 'POST', path: '/idem-test/:slot', params: { slot: 'a' }, response_status: 201, work_committed: true });
  });

  it('refuses the key for another request: other input or other path parameters (422)', async () => {
    const key = crypto.randomUUID();
    expect((await send(ada, 'first use', key)).status).toBe(201);
    const otherBody = await send(ada, 'second use', key);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherSlot = await send(ada, 'first use', key, 'b');
    expect(otherSlot.status).toBe(422);
    expect(await rows('second use')).toBe(0);
    expect(await rows('first use')).toBe(1);
  });

  it('keeps one person’s keys apart from another’s', async () => {
    const key = crypto.randomUUID();
    const a = await send(ada, 'shared key', key);
    const b = await send(bob, 'shared key', key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.body.id).not.toBe(b.body.id);
    expect(await rows('shared key')).toBe(2);
  });

  it('releases the key when the first attempt fails before its work, so the device can try again', async () => {
    const key = crypto.randomUUID();
    expect((await send(ada, 'refuse', key)).status).toBe(409);
    expect(await keyRow(ada.id, key)).toBeUndefined();
    // A read-only transaction is not work: its key is released too.
    const key2 = crypto.randomUUID();
    expect((await send(ada, 'look-then-refuse', key2)).status).toBe(409);
    expect(await keyRow(ada.id, key2)).toBeUndefined();
    expect((await send(ada, 'look-then-refuse', key2)).body.code).toBe('TEST_REFUSED');
  });

  it('never does committed work twice: a failure after the work answers 410 to a repeat', async () => {
    const key = crypto.randomUUID();
    expect((await send(ada, 'fail-after-work', key)).status).toBe(500);
    const again = await send(ada, 'fail-after-work', key);
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('IDEMPOTENCY_ANSWER_LOST');
    expect(await rows('fail-after-work')).toBe(1);
  });

  it('lets a concurrent repeat wait for the first answer', async () => {
    const key = crypto.randomUUID();
    const g = gate();
    gates.set('slow', g);
    const first = send(ada, 'slow', key).then((r) => r);
    await g.reached;
    const second = send(ada, 'slow', key).then((r) => r);
    setTimeout(() => g.open(), 100);
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.text).toBe(a.text);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(await rows('slow')).toBe(1);
  });

  it('answers 409 with Retry-After to a repeat that waited too long, and the answer after that', async () => {
    const key = crypto.randomUUID();
    const g = gate();
    gates.set('slower', g);
    const first = send(ada, 'slower', key).then((r) => r);
    await g.reached;
    const waited = await send(ada, 'slower', key);
    expect(waited.status).toBe(409);
    expect(waited.body.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(Number(waited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    g.open();
    const a = await first;
    const retry = await send(ada, 'slower', key);
    expect(retry.status).toBe(201);
    expect(retry.text).toBe(a.text);
    expect(await rows('slower')).toBe(1);
  });

  it('lets a repeat take over a claim whose lease ran out; the first attempt can then no longer commit', async () => {
    const key = crypto.randomUUID();
    const g = gate();
    gates.set('stalled', g);
    const first = send(ada, 'stalled', key).then((r) => r);
    await g.reached;
    clock.advance(61_000);
    gates.delete('stalled');
    const second = await send(ada, 'stalled', key);
    expect(second.status).toBe(201);
    g.open();
    const late = await first;
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(await rows('stalled')).toBe(1);
    const again = await send(ada, 'stalled', key);
    expect(again.text).toBe(second.text);
  });

  it('answers 410 for a claim whose process died after its work committed', async () => {
    const key = crypto.randomUUID();
    await db(IDEMPOTENCY_TABLE).insert({
      user_id: ada.id, key, method: 'POST', path: '/idem-test/:slot', params: JSON.stringify({ slot: 'a' }), request_hash: fingerprint({ method: 'POST', path: '/idem-test/:slot', params: { slot: 'a' }, query: undefined, body: { note: 'crashed' }, file: undefined }).hash,
      state: 'in_progress', claim_token: crypto.randomUUID(), lease_until: new Date(clock.now().getTime() - 1), work_committed: true, created_at: clock.now(),
    });
    const res = await send(ada, 'crashed', key);
    expect(res.status).toBe(410);
    expect(await rows('crashed')).toBe(0);
  });

  it('sweeps keys past their retention and erases a person’s keys', async () => {
    const key = crypto.randomUUID();
    expect((await send(bob, 'kept a while', key)).status).toBe(201);
    const sweeper = new IdempotencyStore(db, clock);
    expect(await sweeper.sweep()).toBe(0);
    clock.advance(7 * 86_400_000 + 1);
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    expect(await keyRow(bob.id, key)).toBeUndefined();

    // (The guests' sessions ended with the week: a new person.)
    const [carol, dave] = [await guest(harness), await guest(harness)];
    const key2 = crypto.randomUUID();
    expect((await send(carol, 'erased', key2)).status).toBe(201);
    expect((await send(dave, 'not erased', key2)).status).toBe(201);
    const source = sweeper.personalData();
    expect(source.tables).toEqual([IDEMPOTENCY_TABLE]);
    const uow = unitOfWork(db, createLogger(true));
    const exported = await uow.run((unit) => source.export(carol.id, unit));
    expect(exported.idempotencyKeys).toEqual([expect.objectContaining({ key: key2, method: 'POST', path: '/idem-test/:slot', state: 'done' })]);
    await uow.run((unit) => source.erase(carol.id, unit));
    expect(await db(IDEMPOTENCY_TABLE).where({ user_id: carol.id })).toHaveLength(0);
    expect(await keyRow(dave.id, key2)).toBeDefined();
  });

  it('lists the header and its answers in the API document', () => {
    const doc = openApiDocument([{ path: '/api/idem-test/:slot', endpoint: work, module: 'idemtest' }], { version: '1', serverUrl: 'http://localhost', sessionCookie: 's' }) as {
      paths: Record<string, { post: { parameters: { name: string; in: string }[]; responses: Record<string, { description: string; headers?: object }> } }>;
    };
    const op = doc.paths['/api/idem-test/{slot}']!.post;
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
    expect(op.responses['201']!.headers).toHaveProperty('Idempotent-Replayed');
    expect(op.responses['400']!.description).toContain('IDEMPOTENCY_KEY_INVALID');
    expect(op.responses['409']!.description).toContain('IDEMPOTENCY_IN_PROGRESS');
    expect(op.responses['410']!.description).toContain('IDEMPOTENCY_ANSWER_LOST');
    expect(op.responses['422']!.description).toContain('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses to mount an idempotent endpoint without a session or with a raw answer', () => {
    const open = defineEndpoint('POST', '/idem-open', { summary: 'x', access: 'public', idempotent: true });
    expect(() => route(open, () => undefined)).toThrow(/needs a session/);
  });
});
