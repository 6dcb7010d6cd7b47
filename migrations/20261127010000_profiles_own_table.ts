import type { Knex } from 'knex';

const FIELDS = [
  'first_name', 'last_name', 'gender', 'date_of_birth', 'astrological_sign', 'element',
  'profile_image_url', 'avatar_url', 'avatar_level', 'avatar_prompt', 'champion_name',
] as const;

/** The profile's columns, as users had them and profiles has them. */
function profileColumns(t: Knex.CreateTableBuilder): void {
  t.text('first_name');
  t.text('last_name');
  t.text('gender');
  t.date('date_of_birth');
  t.text('astrological_sign');
  t.text('element');
  t.text('profile_image_url');
  t.text('avatar_url');
  t.integer('avatar_level');
  t.text('avatar_prompt');
  t.text('champion_name');
}

/**
 * profiles owns the profile fields (issue 19): names, gender, birth date, sign, element, picture,
 * avatar and champion name move from users into profiles, one row per person (a new person's row is
 * opened when they are created). users keeps identity: username, email, role, state, sessions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('profiles', (t) => {
    t.uuid('user_id').primary();
    profileColumns(t);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("element is null or element in ('Fire', 'Earth', 'Air', 'Water')", [], 'profiles_element_check');
  });
  await knex.raw(`insert into profiles (user_id, ${FIELDS.join(', ')}, updated_at) select id, ${FIELDS.join(', ')}, updated_at from users`);
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_element_check']);
    t.dropColumns(...FIELDS);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    profileColumns(t);
    t.check("element is null or element in ('Fire', 'Earth', 'Air', 'Water')", [], 'users_element_check');
  });
  await knex.raw(`update users u set ${FIELDS.map((f) => `${f} = p.${f}`).join(', ')} from profiles p where p.user_id = u.id`);
  await knex.schema.dropTable('profiles');
}
