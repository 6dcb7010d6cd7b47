import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, ownerOf } from '../../migrations';
import { migrationSource } from './migration-source';
import type { ServerModule } from './module';

const mod = (id: string): ServerModule => ({ id, containerModule: new ContainerModule(() => {}) });
const CORE = ['20261125000000_core_rate_limits', '20261127150000_core_outbox', '20261127183000_core_idempotency_keys', '20261202010100_core_outbox_guest_events'];

describe('migrationSource', () => {
  it("runs the core's and the handed-in modules' migrations from migrations/ as one list ordered by timestamp", async () => {
    const source = migrationSource([mod('tasks'), mod('guest')]);
    const names = await source.getMigrations([]);
    expect(names).toEqual([...names].sort());
    expect(new Set(names.map(ownerOf))).toEqual(new Set(['core', 'guest', 'tasks']));
    expect(names).toEqual(Object.keys(MIGRATIONS).filter((n) => ['core', 'guest', 'tasks'].includes(ownerOf(n))).sort());
    expect(names.slice(0, 2)).toEqual(['20261122000000_guest_users_sessions', '20261122010000_tasks_tasks']);
    expect(await source.getMigration('20261126080000_tasks_holds')).toBe(MIGRATIONS['20261126080000_tasks_holds']);
    expect(source.getMigrationName('20261126080000_tasks_holds')).toBe('20261126080000_tasks_holds');
  });

  it('has only the core migrations without modules', async () => {
    expect(await migrationSource([]).getMigrations([])).toEqual(CORE);
  });

  it('reads the owner from the name and refuses a name without its timestamp or owner', () => {
    expect(ownerOf('20261122000000_guest_users_sessions')).toBe('guest');
    expect(ownerOf('20261125000000_core_rate_limits')).toBe('core');
    expect(() => ownerOf('2026_a_short')).toThrow('Migration "2026_a_short" is not named <UTC timestamp, 14 digits>_<owner>_<what>.');
    expect(() => ownerOf('20261122000000_nothing')).toThrow('is not named');
  });
});
