import type { Knex } from 'knex';

/**
 * notifications module, issue 42: the kind `task_city` (the city's own system cleared a report the
 * person filed, which CleanQuest had handed to the city). The kind check is made again with it and
 * every kind it allowed before (so another module's added kinds stay, whichever migration ran first).
 */
const KIND = 'task_city';
const check = (kinds: string[]) => `kind in (${kinds.map((k) => `'${k}'`).join(', ')})`;

async function allowedKinds(knex: Knex): Promise<string[]> {
  const res = (await knex.raw("select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'notifications_kind_check'")) as { rows: { def: string }[] };
  return [...(res.rows[0]?.def ?? '').matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1]!);
}

export async function up(knex: Knex): Promise<void> {
  const kinds = [...new Set([...(await allowedKinds(knex)), KIND])];
  await knex.raw('alter table notifications drop constraint if exists notifications_kind_check');
  await knex.raw(`alter table notifications add constraint notifications_kind_check check (${check(kinds)})`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`delete from notifications where kind = '${KIND}'`);
  const kinds = (await allowedKinds(knex)).filter((k) => k !== KIND);
  await knex.raw('alter table notifications drop constraint if exists notifications_kind_check');
  await knex.raw(`alter table notifications add constraint notifications_kind_check check (${check(kinds)})`);
}
