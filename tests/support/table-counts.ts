import type { Db } from '../../src/server/db';

/** Each table's rows, knex's own tables left out: what an upgrade must keep (tests/integration/upgrade.test.ts). */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.raw(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'knex_migrations%' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: t } of rows as { table_name: string }[]) counts[t] = Number((await db(t).count<{ n: string }[]>({ n: '*' }))[0].n);
  return counts;
}
