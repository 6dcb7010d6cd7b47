import type { Knex } from 'knex';

/** guest module (then named guest): users (every User field of spec section 3), sessions and the guest donation ledger. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email');
    t.text('username');
    t.text('first_name');
    t.text('last_name');
    t.text('gender');
    t.date('date_of_birth');
    t.text('astrological_sign');
    t.text('element');
    t.text('role').notNullable().defaultTo('cleaner');
    t.integer('level').notNullable().defaultTo(1);
    t.integer('total_coins').notNullable().defaultTo(0);
    t.integer('current_xp').notNullable().defaultTo(0);
    t.integer('tasks_completed').notNullable().defaultTo(0);
    t.decimal('rating', 3, 2).notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_email_verified').notNullable().defaultTo(false);
    t.boolean('is_guest').notNullable().defaultTo(true);
    t.text('profile_image_url');
    t.text('avatar_url');
    t.integer('avatar_level');
    t.text('avatar_prompt');
    t.text('champion_name');
    t.text('consent_version');
    t.boolean('marketing_opt_out').notNullable().defaultTo(false);
    t.boolean('profiling_opt_out').notNullable().defaultTo(false);
    t.timestamp('data_retention_expiry', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
    t.timestamp('last_login', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("role in ('cleaner', 'moderator', 'admin')", [], 'users_role_check');
    t.check("element is null or element in ('Fire', 'Earth', 'Air', 'Water')", [], 'users_element_check');
  });
  await knex.raw('create unique index users_username_lower_key on users (lower(username))');
  await knex.raw('create unique index users_email_lower_key on users (lower(email))');

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('token_hash').notNullable().unique();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
    t.check("kind in ('guest', 'user')", [], 'sessions_kind_check');
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  // One row per expired guest: the UNIQUE user_id makes a concurrent second sweep a no-op.
  await knex.schema.createTable('guest_donations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.integer('coins').notNullable();
    t.integer('xp').notNullable();
    t.timestamp('session_expired_at', { useTz: true }).notNullable();
    t.timestamp('donated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('guest_donations');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
