import { NO_BALANCES, publicDisplayName, type AdminUserDto, type CurrentUserDto, type DonationDto, type ProfileFields, type PublicUserDto, type UserBalances } from '../contract';
import type { DonationRow, PersonalGuestData, UserRow } from './repository';

/**
 * The guest module's rows as its contract shows them (also used by the data export). A user is
 * shown with what other modules keep about them: balances (gamification) and profile (profiles).
 */
export interface UserFacts {
  balances?: UserBalances;
  profile?: ProfileFields;
}

export const NO_PROFILE: ProfileFields = {
  firstName: null, lastName: null, gender: null, dateOfBirth: null, astrologicalSign: null, element: null,
  profileImageUrl: null, avatarUrl: null, avatarLevel: null, avatarPrompt: null, championName: null,
};

export function toAdminUser(u: UserRow, { balances: b = NO_BALANCES, profile: p = NO_PROFILE }: UserFacts = {}): AdminUserDto {
  return {
    id: u.id, username: u.username, firstName: p.firstName, lastName: p.lastName, email: u.email, role: u.role,
    isActive: u.is_active, isGuest: u.is_guest, level: b.level, totalCoins: b.totalCoins, currentXP: b.currentXP, tasksCompleted: b.tasksCompleted,
  };
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * A person as anyone may see them: real names null, as publicDisplayName (the contract) says: nothing
 * lets a person choose to show them. The person's own record (toCurrentUser) has them.
 */
export function toPublicUser(u: UserRow, { balances: b = NO_BALANCES, profile: p = NO_PROFILE }: UserFacts = {}): PublicUserDto {
  return {
    id: u.id,
    username: u.username,
    firstName: null,
    lastName: null,
    profileImageUrl: p.profileImageUrl,
    avatarUrl: p.avatarUrl,
    level: b.level,
  };
}

/** The names of these people the public may see (publicDisplayName); the others are not in the map. */
export function toPublicNames(rows: readonly UserRow[]): Map<string, string> {
  const named = rows.map((r) => [r.id, publicDisplayName({ username: r.username, isActive: r.is_active, isGuest: r.is_guest, deleted: r.deleted_at !== null })] as const);
  return new Map(named.filter((e): e is readonly [string, string] => e[1] !== null));
}

export function toCurrentUser(u: UserRow, facts: UserFacts = {}): CurrentUserDto {
  const { balances: b = NO_BALANCES, profile: p = NO_PROFILE } = facts;
  return {
    ...toPublicUser(u, facts),
    firstName: p.firstName,
    lastName: p.lastName,
    email: u.email,
    gender: p.gender,
    dateOfBirth: p.dateOfBirth,
    astrologicalSign: p.astrologicalSign,
    element: p.element,
    role: u.role,
    totalCoins: b.totalCoins,
    currentXP: b.currentXP,
    tasksCompleted: b.tasksCompleted,
    rating: Number(u.rating),
    isActive: u.is_active,
    isEmailVerified: u.is_email_verified,
    isGuest: u.is_guest,
    avatarLevel: p.avatarLevel,
    championName: p.championName,
    consentVersion: u.consent_version,
    marketingOptOut: u.marketing_opt_out,
    profilingOptOut: u.profiling_opt_out,
    lastLogin: iso(u.last_login),
  };
}

export function toDonation(r: DonationRow): DonationDto {
  return {
    userId: r.user_id,
    coins: r.coins,
    xp: r.xp,
    sessionExpiredAt: new Date(r.session_expired_at).toISOString(),
    donatedAt: new Date(r.donated_at).toISOString(),
  };
}

/** The account in the person's data export: as they see it, with its avatar prompt and the account's own times. */
export function toUserExport(user: NonNullable<PersonalGuestData['user']>, facts: UserFacts) {
  return {
    ...toCurrentUser(user, facts),
    avatarPrompt: facts.profile?.avatarPrompt ?? null,
    dataRetentionExpiry: iso(user.data_retention_expiry),
    deletedAt: iso(user.deleted_at),
    createdAt: iso(user.created_at),
    updatedAt: iso(user.updated_at),
  };
}

export function toSessionExport(s: PersonalGuestData['sessions'][number]) {
  return { id: s.id, kind: s.kind, createdAt: iso(s.created_at), expiresAt: iso(s.expires_at), lastUsedAt: iso(s.last_used_at), revokedAt: iso(s.revoked_at) };
}

export function toDonationExport(d: NonNullable<PersonalGuestData['donation']>) {
  return { coins: d.coins, xp: d.xp, sessionExpiredAt: iso(d.session_expired_at), donatedAt: iso(d.donated_at) };
}
