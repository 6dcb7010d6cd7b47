import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDb, migrateLatest, type Db } from '../../src/server/db';
import { createLogger } from '../../src/server/log';
import { schemaOf } from '../support/schema-of';
import { tableCounts } from '../support/table-counts';
import { backends, createTestDb, migrationSource } from '../support/test-app';

/**
 * Issue 36 moved every migration into one folder. The database records migrations by name, so a
 * database made before the move must start on today's code as it is: each migration recorded once,
 * none applied again, every row kept. The fixtures are databases made by the code before the move
 * (scripts/upgrade-fixture.ts; facts.json names the commit), with demo data and a few reports.
 */
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'upgrade');

interface Facts {
  commit: string;
  migrations: string[];
  counts: Record<'pglite' | 'postgres', Record<string, number>>;
}

/** The fixture as a database of this backend; `drop` removes it. */
async function restore(backend: 'pglite' | 'postgres', dir: string): Promise<{ db: Db; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const tar = zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'pglite.tar.br')));
    const db = createDb({ dataDir: 'memory', loadDataDir: new Blob([tar]) });
    return { db, drop: () => db.destroy() };
  }
  const empty = await createTestDb('postgres', { migrate: false });
  const client = new pg.Client({ connectionString: empty.url });
  await client.connect();
  try {
    await client.query(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'postgres.sql.gz'))).toString('utf8'));
  } finally {
    await client.end();
  }
  return empty;
}

const fixtures = fs.readdirSync(FIXTURES).filter((d) => fs.existsSync(path.join(FIXTURES, d, 'facts.json')));

describe.each(backends())('a database made by an earlier version starts on today’s code (%s)', (backend) => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('has fixtures to start on', () => {
    expect(fixtures).toContain('before-36');
  });

  it.each(fixtures)('%s: every migration recorded once, none applied again, every row kept, the app serves its data', async (label) => {
    const dir = path.join(FIXTURES, label);
    const facts = JSON.parse(fs.readFileSync(path.join(dir, 'facts.json'), 'utf8')) as Facts;
    const { db, drop } = await restore(backend, dir);
    drops.push(drop);
    expect((await db('knex_migrations').select('name').orderBy('name')).map((r: { name: string }) => r.name)).toEqual(facts.migrations);

    const all = await migrationSource.getMigrations([]);
    const applied = await migrateLatest(db, serverModules);
    // Only what was written after the fixture runs now; what it recorded is not run again.
    expect(applied).toEqual(all.filter((name) => !facts.migrations.includes(name)));
    const recorded = (await db.raw('select name, count(*)::int as n from knex_migrations group by name order by name')).rows as { name: string; n: number }[];
    expect(recorded.map((r) => r.name)).toEqual([...all].sort());
    expect(recorded.filter((r) => r.n !== 1)).toEqual([]);

    // Events waiting in the outbox are named after the modules that publish them today (the guest
    // module's were `identity.*` before issue 36).
    const events = ((await db('outbox').distinct('event')) as { event: string }[]).map((r) => r.event);
    expect(events.filter((e) => !serverModules.some((m) => e.startsWith(`${m.id}.`)))).toEqual([]);

    const counts = await tableCounts(db);
    for (const [table, n] of Object.entries(facts.counts[backend])) expect({ table, n: counts[table] }).toEqual({ table, n });
    expect(facts.counts[backend].reports).toBeGreaterThan(0);

    // The same database as the migrations make from nothing. A PostgreSQL dump writes check
    // constraints back in the server's own bracketing; there their names are compared.
    const shape = (s: Record<string, string[]>) => (backend === 'postgres' ? { ...s, constraints: s.constraints.map((c) => c.split(' ').slice(0, 2).join(' ')) } : s);
    const fresh = await createTestDb(backend);
    drops.push(fresh.drop);
    expect(shape(await schemaOf(db))).toEqual(shape(await schemaOf(fresh.db)));

    // And the app serves what it holds.
    const config = loadConfig({ LOG_REQUESTS: 'false', DATA_DIR: '/nonexistent-cq-test', STATIC_DIR: '/nonexistent-cq-static', GEOCODER_URL: 'http://127.0.0.1:9' }, serverModules);
    const app = createApp({ config, db, modules: serverModules, log: createLogger(true) });
    const ready = await supertest(app.callback).get('/api/health/ready');
    expect(ready.body.checks).toMatchObject({ database: 'ok', migrations: 'ok' });
    const ids = ((await db('reports').select('id')) as { id: string }[]).map((r) => r.id).sort();
    const listed = await supertest(app.callback).get(`/open311/v2/requests.json?service_request_id=${ids.join(',')}`).expect(200);
    expect((listed.body as { service_request_id: string }[]).map((r) => r.service_request_id).sort()).toEqual(ids);
    await app.settle();
  });
});
