import type { PublicUserDto } from '../../guest/contract';
import type { AchievementDef } from '../achievements';
import type { AchievementDto } from '../contract';

/** The gamification module's rows as its contract shows them. */

export function toAchievementDto(a: AchievementDef, earnedAt: Date | null): AchievementDto {
  return {
    id: a.id,
    icon: a.icon,
    title: a.title,
    description: a.description,
    earned: earnedAt !== null,
    earnedAt: earnedAt ? new Date(earnedAt).toISOString() : null,
    coinBonus: a.coinBonus,
  };
}

export function displayName(u: PublicUserDto): string {
  return u.username || [u.firstName, u.lastName].filter(Boolean).join(' ') || 'CleanQuest user';
}

