import type { Knex } from 'knex';

/**
 * notifications module, issue 24: the areas module's kinds `area_task` (a task reported inside one of
 * the person's alert areas) and `area_event` (a cleanup event created inside one). The kind check is
 * made again with them and every kind it allowed before (so another module's added kinds stay,
 * whichever migration ran first). (The areas module keeps its own unique key per person, kind and
 * task or event, so a redelivered event notifies once.)
 */
const BEFORE = ['task_cleaned', 'task_review', 'submission_review', 'photo_hidden'];
const AFTER = [...BEFORE, 'area_task', 'area_event'];

const check = (kinds: string[]) => `kind in (${kinds.map((k) => `'${k}'`).join(', ')})`;

/** The kinds the check allows now: another module's migration may have added some of its own. */
async function allowedKinds(knex: Knex): Promise<string[]> {
  const res = (await knex.raw("select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'notifications_kind_check'")) as { rows: { def: string }[] };
  const def = res.rows[0]?.def ?? '';
  return [...def.matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1]!);
}

export async function up(knex: Knex): Promise<void> {
  const kinds = [...new Set([...BEFORE, ...(await allowedKinds(knex)), ...AFTER])];
  await knex.raw('alter table notifications drop constraint if exists notifications_kind_check');
  await knex.raw(`alter table notifications add constraint notifications_kind_check check (${check(kinds)})`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("delete from notifications where kind in ('area_task', 'area_event')");
  const kinds = (await allowedKinds(knex)).filter((k) => k !== 'area_task' && k !== 'area_event');
  await knex.raw('alter table notifications drop constraint if exists notifications_kind_check');
  await knex.raw(`alter table notifications add constraint notifications_kind_check check (${check(kinds.length > 0 ? kinds : BEFORE)})`);
}
