import type { Knex } from 'knex';

/** A completion attempt waiting for a moderator: held for review, not decided, not replaced by a later attempt. */
const PENDING = "verification_status = 'needs_review' and review_outcome is null and superseded_at is null";

/**
 * tasks module: one pending review per task and person. A repeated mark-completed answers the
 * attempt already waiting instead of adding one (100 requests wrote 100 rows); a later attempt
 * (an after-photo, or a new claim after the task was released and accepted again) replaces it,
 * which `superseded_at` records. The partial unique index makes the rule hold whatever the code
 * does. Attempts written before the rule: the newest pending one per task and person stays
 * pending, older ones count as replaced.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('task_completions', (t) => {
    t.timestamp('superseded_at', { useTz: true });
  });
  await knex.raw(`
    update task_completions c set superseded_at = now()
    where c.verification_status = 'needs_review' and c.review_outcome is null
      and exists (
        select 1 from task_completions n
        where n.task_id = c.task_id and n.user_id = c.user_id
          and n.verification_status = 'needs_review' and n.review_outcome is null
          and (n.created_at, n.id) > (c.created_at, c.id)
      )`);
  await knex.raw(`create unique index task_completions_one_pending_idx on task_completions (task_id, user_id) where ${PENDING}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists task_completions_one_pending_idx');
  await knex.schema.alterTable('task_completions', (t) => {
    t.dropColumn('superseded_at');
  });
}
