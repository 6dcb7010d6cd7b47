import { describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { migrateLatest } from '../../src/server/db';
import { backends, createTestDb, migrationSource } from '../support/test-app';

const MIGRATION = '20261127010000_profiles_own_table';
const PROFILE = {
  first_name: 'Ada', last_name: 'Green', gender: 'Female', date_of_birth: '1990-08-01', astrological_sign: 'Leo', element: 'Fire',
  profile_image_url: '/api/photos/00000000-0000-4000-8000-000000000001', avatar_url: '/api/photos/00000000-0000-4000-8000-000000000002',
  avatar_level: 3, avatar_prompt: 'a leo champion', champion_name: 'Blazing Ada',
};

/** Issue 19: the profile fields move from users into the profiles module's own table, for everyone. */
describe.each(backends())('profiles in their own table: the migration (%s)', (backend) => {
  it('moves every user’s profile out of users, and back on the way down', async () => {
    const { db, drop } = await createTestDb(backend);
    try {
      await migrateLatest(db, serverModules);
      await db.migrate.down({ migrationSource, name: MIGRATION });
      const [ada] = await db('users').insert({ username: 'ada', is_guest: false, email: 'ada@example.org', ...PROFILE }).returning('id');
      const [gus] = await db('users').insert({ username: 'guest_1', first_name: 'Guest', is_guest: true }).returning('id');
      await db.migrate.up({ migrationSource, name: MIGRATION });

      const rows = await db('profiles').orderBy('user_id').select('user_id', ...Object.keys(PROFILE));
      const empty = Object.fromEntries(Object.keys(PROFILE).map((k) => [k, null]));
      const expected = [
        { user_id: ada.id, ...PROFILE },
        { user_id: gus.id, ...empty, first_name: 'Guest' },
      ].sort((a, b) => a.user_id.localeCompare(b.user_id));
      // A date column comes back as a local-midnight Date: compare the calendar day it was stored as.
      expect(rows.map((r) => ({ ...r, date_of_birth: r.date_of_birth == null ? null : localDay(r.date_of_birth) }))).toEqual(expected);
      const columns = Object.keys(await db('users').columnInfo());
      for (const gone of Object.keys(PROFILE)) expect(columns).not.toContain(gone);
      expect(columns).toEqual(expect.arrayContaining(['username', 'email', 'role', 'is_guest']));

      await db.migrate.down({ migrationSource, name: MIGRATION });
      const back = await db('users').where({ id: ada.id }).first(...Object.keys(PROFILE));
      expect({ ...back, date_of_birth: localDay(back.date_of_birth) }).toEqual(PROFILE);
      expect(await db.schema.hasTable('profiles')).toBe(false);
    } finally {
      await drop();
    }
  });
});

function localDay(d: Date | string): string {
  if (typeof d === 'string') return d.slice(0, 10);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
