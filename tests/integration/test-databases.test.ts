import { afterAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { createDb, migrateLatest, type Db } from '../../src/server/db';
import { schemaOf } from '../support/schema-of';
import { backends, createTestDb } from '../support/test-app';

/**
 * The test databases are copies of a template migrated once per run (tests/support/db-templates.ts,
 * issue 34). A copy must be the database the migrations make from nothing: the same migrations
 * recorded, the same tables, columns, indexes and constraints, the extensions working, and nothing
 * one test writes seen by another.
 */
describe.each(backends())('test databases (%s)', (backend) => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('a copy of the template is the database the migrations make from nothing', async () => {
    const copy = await createTestDb(backend);
    drops.push(copy.drop);
    let fresh: Db;
    if (backend === 'postgres') {
      const empty = await createTestDb('postgres', { migrate: false });
      drops.push(empty.drop);
      expect((await empty.db.raw(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)).rows[0].n).toBe(0);
      fresh = empty.db;
    } else {
      fresh = createDb({ dataDir: 'memory' });
      drops.push(() => fresh.destroy());
    }
    expect(await migrateLatest(fresh, serverModules)).not.toHaveLength(0);
    const [a, b] = [await schemaOf(copy.db), await schemaOf(fresh)];
    expect(a.migrations.length).toBeGreaterThan(40);
    expect(a.columns.length).toBeGreaterThan(100);
    expect(a).toEqual(b);
    // The extensions the migrations use work in the copy (PGlite loads them on every open).
    const { rows } = await copy.db.raw('select round(earth_distance(ll_to_earth(51.48, 11.97), ll_to_earth(51.49, 11.97))) as m');
    expect(Number(rows[0].m)).toBeGreaterThan(1000);
    expect(Number(rows[0].m)).toBeLessThan(1200);
  });

  it('each copy starts empty: what one test database holds, the next does not', async () => {
    const one = await createTestDb(backend);
    drops.push(one.drop);
    await one.db('users').insert({ username: 'only_in_one', is_guest: true });
    const two = await createTestDb(backend);
    drops.push(two.drop);
    expect(await two.db('users').where({ username: 'only_in_one' })).toEqual([]);
    expect(await one.db('users').where({ username: 'only_in_one' })).toHaveLength(1);
  });
});
