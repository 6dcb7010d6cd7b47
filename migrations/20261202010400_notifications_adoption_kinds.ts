import type { Knex } from 'knex';

/**
 * notifications module, issue 42: the adoptions module's kinds `adoption_due` (a visit to a spot the
 * person adopted is due within a day) and `adoption_released` (the spot was released after two missed
 * cycles). The kind check is made again with them and every kind it allowed before (so another
 * module's added kinds stay, whichever migration ran first).
 */
const BEFORE = ['task_cleaned', 'task_review', 'submission_review', 'photo_hidden', 'area_task', 'area_event'];
const ADDED = ['adoption_due', 'adoption_released'];

const check = (kinds: string[]) => `kind in (${kinds.map((k) => `'${k}'`).join(', ')})`;

async function allowedKinds(knex: Knex): Promise<string[]> {
  const res = (await knex.raw("select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'notifications_kind_check'")) as { rows: { def: string }[] };
  const def = res.rows[0]?.def ?? '';
  return [...def.matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1]!);
}

export async function up(knex: Knex): Promise<void> {
  const kinds = [...new Set([...BEFORE, ...(await allowedKinds(knex)), ...ADDED])];
  await knex.raw('alter table notifications drop constraint if exists notifications_kind_check');
  await knex.raw(`alter table notifications add constraint notifications_kind_check check (${check(kinds)})`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("delete from notifications where kind in ('adoption_due', 'adoption_released')");
  const kinds = (await allowedKinds(knex)).filter((k) => !ADDED.includes(k));
  await knex.raw('alter table notifications drop constraint if exists notifications_kind_check');
  await knex.raw(`alter table notifications add constraint notifications_kind_check check (${check(kinds.length > 0 ? kinds : BEFORE)})`);
}
