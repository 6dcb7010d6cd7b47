import type { Knex } from 'knex';

/**
 * teams module: teams (a name unique regardless of case, a kind, the current invite code, who
 * created it) and their members (one row per person and team, with the role and when they joined).
 * No foreign keys to other modules' tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('teams', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('kind').notNullable().defaultTo('other');
    t.text('invite_code').notNullable().unique('teams_invite_code_unique');
    t.uuid('created_by');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check("kind in ('school', 'company', 'neighbourhood', 'club', 'other')", [], 'teams_kind_check');
  });
  await knex.raw('create unique index teams_name_unique on teams (lower(name))');
  await knex.schema.createTable('team_members', (t) => {
    t.uuid('team_id').notNullable().references('id').inTable('teams').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.text('role').notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable();
    t.primary(['team_id', 'user_id']);
    t.check("role in ('owner', 'member')", [], 'team_members_role_check');
    t.index(['user_id'], 'team_members_user_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('team_members');
  await knex.schema.dropTable('teams');
}
