import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, ownerOf } from '../../migrations';
import { serverModules } from '../../src/modules/server';
import { createDb, type Db } from '../../src/server/db';
import { migrationSource } from '../support/test-app';

/**
 * Each table has one owner (ARCHITECTURE.md rule 3), and the migrations say whose they are: the
 * owner in a migration's name (`<timestamp>_<owner>_<what>`, migrations/index.ts) is `core` or a
 * module id, and a migration touches only its owner's tables. Checked by running every migration
 * on an empty PGlite database, one at a time, and watching what each changes: a table's columns,
 * indexes, constraints and triggers (the catalog before and after), and its rows (a statement
 * trigger on every table records inserts, updates, deletes and truncates). A table belongs to the
 * owner of the migration that made it.
 */
const SHAPE = `
  select c.relname as t,
    coalesce((select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ', ' order by a.attnum)
      from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as columns,
    coalesce((select string_agg(pg_get_indexdef(i.indexrelid), '; ' order by pg_get_indexdef(i.indexrelid)) from pg_index i where i.indrelid = c.oid), '') as indexes,
    coalesce((select string_agg(conname || ' ' || pg_get_constraintdef(o.oid), '; ' order by conname) from pg_constraint o where o.conrelid = c.oid), '') as constraints,
    coalesce((select string_agg(pg_get_triggerdef(g.oid), '; ' order by tgname) from pg_trigger g where g.tgrelid = c.oid and not g.tgisinternal and g.tgname <> 'cq_touch'), '') as triggers
  from pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relname not like 'knex_migrations%' and c.relname <> 'cq_touched'`;

async function shapes(db: Db): Promise<Map<string, string>> {
  const { rows } = (await db.raw(SHAPE)) as { rows: { t: string; columns: string; indexes: string; constraints: string; triggers: string }[] };
  return new Map(rows.map((r) => [r.t, JSON.stringify([r.columns, r.indexes, r.constraints, r.triggers])]));
}

/** Puts the row-change recorder on every table that has none yet. */
async function watchRows(db: Db, tables: Iterable<string>, watched: Set<string>): Promise<void> {
  for (const t of tables) {
    if (watched.has(t)) continue;
    await db.raw(`create trigger cq_touch after insert or update or delete or truncate on ?? for each statement execute function cq_touch_log()`, [t]);
    watched.add(t);
  }
}

const columnNames = (shape: string) => (JSON.parse(shape) as string[])[0].split(', ').map((c) => c.split(' ')[0]);

/** 'removed columns a, b' when a table only lost columns (and what hung on them), else 'its definition'. */
function definitionChange(before: string, after: string): string {
  const [was, is] = [columnNames(before), columnNames(after)];
  const removed = was.filter((c) => !is.includes(c));
  const onlyRemoved = removed.length > 0 && is.every((c) => was.includes(c));
  return onlyRemoved ? `removed columns ${removed.join(', ')}` : 'its definition';
}

interface Touch {
  migration: string;
  owner: string;
  table: string;
  tableOwner: string;
  how: string;
}

/** Every migration run in order on an empty database; what each touched that another owner owns. */
async function trespasses(db: Db): Promise<{ touches: Touch[]; owners: Map<string, string>; ran: string[] }> {
  await db.raw('create table cq_touched (t text not null)');
  await db.raw(`create function cq_touch_log() returns trigger language plpgsql as $$ begin insert into cq_touched (t) values (TG_TABLE_NAME); return null; end $$`);
  const owners = new Map<string, string>();
  const watched = new Set<string>();
  const touches: Touch[] = [];
  const ran: string[] = [];
  for (;;) {
    const before = await shapes(db);
    await watchRows(db, before.keys(), watched);
    await db('cq_touched').del();
    const [, names] = (await db.migrate.up({ migrationSource })) as [number, string[]];
    if (names.length === 0) break;
    const [migration] = names;
    ran.push(migration);
    const owner = ownerOf(migration);
    const after = await shapes(db);
    const changed = new Map<string, string>();
    for (const [t, shape] of after) {
      if (!before.has(t)) owners.set(t, owner);
      else if (before.get(t) !== shape) changed.set(t, definitionChange(before.get(t)!, shape));
    }
    for (const t of before.keys()) if (!after.has(t)) changed.set(t, 'dropped it');
    for (const { t } of (await db('cq_touched').distinct('t')) as { t: string }[]) if (!changed.has(t)) changed.set(t, 'its rows');
    for (const [table, how] of changed) {
      const tableOwner = owners.get(table) ?? '?';
      if (tableOwner !== owner) touches.push({ migration, owner, table, tableOwner, how });
    }
  }
  return { touches, owners, ran };
}

describe('migrations and the tables they own (pglite)', () => {
  const db = createDb({ dataDir: 'memory' });
  afterAll(() => db.destroy());

  it('each migration touches only its owner’s tables, and every owner is the core or a module', async () => {
    await db.raw('select 1');
    const { touches, owners, ran } = await trespasses(db);
    expect(ran).toEqual(Object.keys(MIGRATIONS).sort());
    // Two migrations from before the rule moved a module's columns out of the guest module's users
    // table into a table of their own (recorded, so they stay as they ran); they only took columns
    // away. Any other migration that reaches into another owner's table fails here.
    expect(touches).toEqual([
      { migration: '20261127000000_gamification_owns_balances', owner: 'gamification', table: 'users', tableOwner: 'guest', how: 'removed columns level, total_coins, current_xp, tasks_completed' },
      { migration: '20261127010000_profiles_own_table', owner: 'profiles', table: 'users', tableOwner: 'guest', how: 'removed columns first_name, last_name, gender, date_of_birth, astrological_sign, element, profile_image_url, avatar_url, avatar_level, avatar_prompt, champion_name' },
    ]);
    // The check sees something: the tables exist, with the owners their migrations name.
    expect(owners.get('users')).toBe('guest');
    expect(owners.get('tasks')).toBe('tasks');
    expect(owners.get('outbox')).toBe('core');
    const ids = new Set(['core', ...serverModules.map((m) => m.id)]);
    expect(Object.keys(MIGRATIONS).filter((name) => !ids.has(ownerOf(name)))).toEqual([]);
  });

  it('are the files in migrations/, each importing nothing but knex’s types', () => {
    const dir = path.join(import.meta.dirname, '..', '..', 'migrations');
    const files = fs.readdirSync(dir).filter((f) => f !== 'index.ts');
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(MIGRATIONS).sort());
    for (const f of files) {
      const imports = fs.readFileSync(path.join(dir, f), 'utf8').match(/^import .*$/gm) ?? [];
      expect({ f, imports }).toEqual({ f, imports: ["import type { Knex } from 'knex';"] });
    }
  });
});
