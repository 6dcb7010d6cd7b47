import { describe, expect, it } from 'vitest';
import { createDb, migrateLatest } from '../../src/server/db';
import { serverModules } from '../../src/modules/server';
import { backends, createTestDb } from '../support/test-app';

/**
 * Several processes started at once on one PostgreSQL server (a rolling deploy, a scaled-out start):
 * one applies the migrations, the others wait and find nothing left to do. Without the advisory lock
 * in migrateLatest, knex's lock table makes the others fail with "Migration table is already locked".
 */
describe.skipIf(!backends().includes('postgres'))('migrations started by several processes at once (postgres)', () => {
  it('applies every migration exactly once and lets every process start', async () => {
    const target = await createTestDb('postgres', { migrate: false });
    // Three pools of their own, as three processes would have.
    const dbs = [0, 1, 2].map(() => createDb({ databaseUrl: target.url!, dataDir: 'memory', poolMax: 3 }));
    try {
      const results = await Promise.allSettled(dbs.map((db) => migrateLatest(db, serverModules)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const applied = results.map((r) => (r as PromiseFulfilledResult<string[]>).value);
      const all = applied.flat();
      expect(all.length).toBeGreaterThan(10);
      expect(new Set(all).size).toBe(all.length); // none applied twice
      expect(applied.filter((a) => a.length > 0)).toHaveLength(1); // one process did it all
      const rows = await target.db('knex_migrations').count<{ n: string }[]>({ n: '*' });
      expect(Number(rows[0]!.n)).toBe(all.length);
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
      await target.drop();
    }
  }, 60_000);
});
