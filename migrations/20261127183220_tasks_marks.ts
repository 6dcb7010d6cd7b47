import type { Knex } from 'knex';

/**
 * tasks module (issue 23): anyone may mark a task 'still there', 'more than before' or 'already
 * cleaned'; one mark of each kind per person, task and UTC day (a repeat answers the existing one).
 * An 'already cleaned' mark waits for a moderator (review_status 'pending'), who closes the task as
 * cleaned ('closed') or dismisses the mark ('dismissed'); decided_by is that moderator.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_marks', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.text('kind').notNullable();
    t.date('day').notNullable();
    t.text('review_status');
    t.uuid('decided_by');
    t.timestamp('decided_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("kind in ('still_there', 'more_than_before', 'already_cleaned')", [], 'task_marks_kind_check');
    t.check("(kind = 'already_cleaned') = (review_status is not null) and coalesce(review_status in ('pending', 'closed', 'dismissed'), true)", [], 'task_marks_review_check');
    t.unique(['task_id', 'user_id', 'kind', 'day'], { indexName: 'task_marks_once_a_day_key' });
    t.index(['user_id']);
  });
  await knex.raw("create index task_marks_pending_idx on task_marks (task_id) where review_status = 'pending'");
  // A task a moderator closes as cleaned on such marks is completed by nobody (no assignee, nobody paid).
  await knex.raw('alter table tasks drop constraint tasks_assignee_check');
  await knex.raw("alter table tasks add constraint tasks_assignee_check check (status = 'completed' or (status = 'available') = (assignee_id is null))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table tasks drop constraint tasks_assignee_check');
  // Tasks closed as cleaned keep no assignee: the old rule holds for the rows written before.
  await knex.raw("alter table tasks add constraint tasks_assignee_check check ((status = 'available') = (assignee_id is null)) not valid");
  await knex.schema.dropTable('task_marks');
}
