import { NO_BALANCES, type AdminUserDto, type CurrentUserDto, type DonationDto, type PublicUserDto, type UserBalances } from '../contract';
import type { DonationRow, UserRow } from './repository';

/** The identity module's rows as its contract shows them (also used by the data export). */

export function toAdminUser(u: UserRow, b: UserBalances = NO_BALANCES): AdminUserDto {
  return {
    id: u.id, username: u.username, firstName: u.first_name, lastName: u.last_name, email: u.email, role: u.role,
    isActive: u.is_active, isGuest: u.is_guest, level: b.level, totalCoins: b.totalCoins, currentXP: b.currentXP, tasksCompleted: b.tasksCompleted,
  };
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
const dateOnly = (d: Date | string | null) => {
  if (d == null) return null;
  if (typeof d === 'string') return d.slice(0, 10);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function toPublicUser(u: UserRow, b: UserBalances = NO_BALANCES): PublicUserDto {
  return {
    id: u.id,
    username: u.username,
    firstName: u.first_name,
    lastName: u.last_name,
    profileImageUrl: u.profile_image_url,
    avatarUrl: u.avatar_url,
    level: b.level,
  };
}

export function toCurrentUser(u: UserRow, b: UserBalances = NO_BALANCES): CurrentUserDto {
  return {
    ...toPublicUser(u, b),
    email: u.email,
    gender: u.gender,
    dateOfBirth: dateOnly(u.date_of_birth),
    astrologicalSign: u.astrological_sign,
    element: u.element,
    role: u.role,
    totalCoins: b.totalCoins,
    currentXP: b.currentXP,
    tasksCompleted: b.tasksCompleted,
    rating: Number(u.rating),
    isActive: u.is_active,
    isEmailVerified: u.is_email_verified,
    isGuest: u.is_guest,
    avatarLevel: u.avatar_level,
    championName: u.champion_name,
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
