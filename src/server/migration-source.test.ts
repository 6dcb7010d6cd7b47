import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { migrationSource } from './migration-source';
import type { ServerModule } from './module';

const migration: Knex.Migration = { up: async () => {}, down: async () => {} };
const mod = (id: string, names: string[]): ServerModule => ({ id, containerModule: new ContainerModule(() => {}), migrations: Object.fromEntries(names.map((n) => [n, migration])) });

describe('migrationSource', () => {
  it("runs the core's and the modules' migrations as one list ordered by timestamp, whichever module declares them", async () => {
    const source = migrationSource([mod('b', ['20261126000000_b_later', '20261122000000_b_first']), mod('a', ['20261124000000_a_middle']), mod('none', [])]);
    expect(await source.getMigrations([])).toEqual(['20261122000000_b_first', '20261124000000_a_middle', '20261125000000_core_rate_limits', '20261126000000_b_later', '20261127150000_core_outbox', '20261127183000_core_idempotency_keys']);
    expect(await source.getMigration('20261124000000_a_middle')).toBe(migration);
    expect(source.getMigrationName('20261124000000_a_middle')).toBe('20261124000000_a_middle');
  });

  it('has only the core migrations without modules', async () => {
    expect(await migrationSource([]).getMigrations([])).toEqual(['20261125000000_core_rate_limits', '20261127150000_core_outbox', '20261127183000_core_idempotency_keys']);
  });

  it('fails at once on a name declared twice or without its timestamp', () => {
    expect(() => migrationSource([mod('a', ['20261122000000_a_x']), mod('b', ['20261122000000_a_x'])])).toThrow('Migration 20261122000000_a_x is declared twice (again by module b).');
    expect(() => migrationSource([mod('a', ['20261125000000_core_rate_limits'])])).toThrow('declared twice');
    expect(() => migrationSource([mod('a', ['2026_a_short'])])).toThrow('Migration "2026_a_short" of module a is not named');
  });
});
