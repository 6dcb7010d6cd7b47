import type { Knex } from 'knex';
import type { ProfileFields, RegisteredProfile } from '../../guest/contract';

/** A profiles row. */
export interface ProfileRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  date_of_birth: string | Date | null;
  astrological_sign: string | null;
  element: string | null;
  profile_image_url: string | null;
  avatar_url: string | null;
  avatar_level: number | null;
  avatar_prompt: string | null;
  champion_name: string | null;
}

/** Every personal field of a profile: all cleared on erasure. */
export const PROFILE_FIELDS = [
  'first_name', 'last_name', 'gender', 'date_of_birth', 'astrological_sign', 'element',
  'profile_image_url', 'avatar_url', 'avatar_level', 'avatar_prompt', 'champion_name',
] as const;

const dateOnly = (d: Date | string | null): string | null => {
  if (d == null) return null;
  if (typeof d === 'string') return d.slice(0, 10);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A profiles row as the guest contract shows it. */
export function toProfile(r: ProfileRow): ProfileFields {
  return {
    firstName: r.first_name,
    lastName: r.last_name,
    gender: r.gender,
    dateOfBirth: dateOnly(r.date_of_birth),
    astrologicalSign: r.astrological_sign,
    element: r.element,
    profileImageUrl: r.profile_image_url,
    avatarUrl: r.avatar_url,
    avatarLevel: r.avatar_level,
    avatarPrompt: r.avatar_prompt,
    championName: r.champion_name,
  };
}

const registered = (f: Partial<RegisteredProfile>) => ({
  ...(f.firstName !== undefined ? { first_name: f.firstName } : {}),
  ...(f.lastName !== undefined ? { last_name: f.lastName || null } : {}),
  ...(f.gender !== undefined ? { gender: f.gender } : {}),
  ...(f.dateOfBirth !== undefined ? { date_of_birth: f.dateOfBirth } : {}),
  ...(f.astrologicalSign !== undefined ? { astrological_sign: f.astrologicalSign } : {}),
  ...(f.element !== undefined ? { element: f.element } : {}),
});

/** The profiles table: one row per person. knex only; no rules here. */
export class ProfilesRepository {
  constructor(private readonly db: Knex) {}

  async open(trx: Knex.Transaction, userId: string, fields: Partial<RegisteredProfile>): Promise<void> {
    await trx('profiles').insert({ user_id: userId, ...registered(fields) }).onConflict('user_id').ignore();
  }

  async register(trx: Knex.Transaction, userId: string, fields: RegisteredProfile): Promise<void> {
    await trx('profiles')
      .insert({ user_id: userId, ...registered(fields) })
      .onConflict('user_id')
      .merge({ ...registered(fields), updated_at: trx.fn.now() });
  }

  async find(userId: string, trx?: Knex.Transaction): Promise<ProfileRow | undefined> {
    return (await (trx ?? this.db)('profiles').where({ user_id: userId }).first()) as ProfileRow | undefined;
  }

  async profilesOf(userIds: readonly string[], trx?: Knex.Transaction): Promise<Map<string, ProfileFields>> {
    if (userIds.length === 0) return new Map();
    const rows = (await (trx ?? this.db)('profiles').whereIn('user_id', [...new Set(userIds)])) as ProfileRow[];
    return new Map(rows.map((r) => [r.user_id, toProfile(r)]));
  }

  async matching(text: string, limit: number, trx?: Knex.Transaction): Promise<string[]> {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = (await (trx ?? this.db)('profiles')
      .where((w) => w.whereILike('first_name', like).orWhereILike('last_name', like))
      .limit(limit)
      .select('user_id')) as { user_id: string }[];
    return rows.map((r) => r.user_id);
  }

  /**
   * Changes fields of an existing profile; with a transaction the row stays locked until it ends
   * (a picture's replacement orders concurrent replacements by it). Undefined when there is none.
   */
  async update(
    userId: string,
    fields: Partial<Pick<ProfileRow, 'champion_name' | 'avatar_url' | 'avatar_level' | 'avatar_prompt' | 'profile_image_url'>>,
    trx?: Knex.Transaction,
  ): Promise<ProfileRow | undefined> {
    const [row] = await (trx ?? this.db)('profiles').where({ user_id: userId }).update({ ...fields, updated_at: this.db.fn.now() }).returning('*');
    return row as ProfileRow | undefined;
  }

  /** The next `limit` people after `after` (by id) with their current picture and avatar URLs, their rows locked. */
  async lockPictures(trx: Knex.Transaction, after: string | null, limit: number): Promise<Pick<ProfileRow, 'user_id' | 'profile_image_url' | 'avatar_url'>[]> {
    return (await trx('profiles')
      .modify((q) => {
        if (after) void q.where('user_id', '>', after);
      })
      .orderBy('user_id')
      .limit(limit)
      .forUpdate()
      .select('user_id', 'profile_image_url', 'avatar_url')) as Pick<ProfileRow, 'user_id' | 'profile_image_url' | 'avatar_url'>[];
  }

  /** Clears every personal field (the row stays, empty, so the id keeps one profile). */
  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('profiles')
      .where({ user_id: userId })
      .update({ ...Object.fromEntries(PROFILE_FIELDS.map((f) => [f, null])), updated_at: trx.fn.now() });
  }
}
