import type { Db } from '../../src/server/db';

/** What a database's migrations made: the recorded migrations, tables, columns, indexes, constraints and extensions. */
export async function schemaOf(db: Db): Promise<Record<string, string[]>> {
  const q = async (sql: string) => ((await db.raw(sql)) as { rows: Record<string, unknown>[] }).rows.map((r) => Object.values(r).join(' '));
  return {
    migrations: await q('select name from knex_migrations order by name'),
    columns: await q(`select table_name, column_name, data_type, is_nullable, coalesce(column_default, '') from information_schema.columns where table_schema = 'public' order by 1, 2`),
    indexes: await q(`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`),
    constraints: await q(`select conrelid::regclass::text, conname, pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`),
    extensions: await q('select extname from pg_extension order by 1'),
  };
}
