/**
 * Level maths (spec section 9, "Profile and levels"). Isomorphic: used by the gamification module's
 * server code and by the client. docs/gamification.md describes the same rules in words.
 */

/** XP bar scale: every level takes this much XP. */
export const XP_PER_LEVEL = 1000;

/**
 * The highest level. Level 50 is reached at 49,000 XP; XP keeps counting after that, but the level
 * (and its level-up bonus) stops. isMaxLevel is true from here on.
 */
export const MAX_LEVEL = 50;

/** Level-up bonus coins = level x 100. */
export const LEVEL_UP_BONUS_PER_LEVEL = 100;

/** The avatar (and champion names) are renewed on every level that is a multiple of this. */
export const AVATAR_EVERY_LEVELS = 3;

export const TIERS = [
  { id: 'novice', name: 'Novice', minLevel: 1, maxLevel: 5 },
  { id: 'adept', name: 'Adept', minLevel: 6, maxLevel: 10 },
  { id: 'expert', name: 'Expert', minLevel: 11, maxLevel: 15 },
  { id: 'master', name: 'Master', minLevel: 16, maxLevel: 20 },
  { id: 'legendary', name: 'Legendary', minLevel: 21, maxLevel: Infinity },
] as const;

export type Tier = (typeof TIERS)[number];
export type TierId = Tier['id'];

function wholeNonNegative(xp: number): number {
  return Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
}

/** level = floor(xp / 1000) + 1, capped at MAX_LEVEL. Negative or invalid XP counts as 0. */
export function levelForXp(xp: number): number {
  return Math.min(MAX_LEVEL, Math.floor(wholeNonNegative(xp) / XP_PER_LEVEL) + 1);
}

/** Total XP at which a level starts (level 1 starts at 0). */
export function xpForLevel(level: number): number {
  return (Math.max(1, Math.floor(level)) - 1) * XP_PER_LEVEL;
}

/** Novice 1-5, Adept 6-10, Expert 11-15, Master 16-20, Legendary 21 and above. */
export function tierForLevel(level: number): Tier {
  const l = Math.max(1, Math.floor(level));
  return TIERS.find((t) => l >= t.minLevel && l <= t.maxLevel) ?? TIERS[0];
}

/** Coins credited once when a level is reached: level x 100 (nothing for level 1, where everyone starts). */
export function levelUpBonus(level: number): number {
  return level >= 2 ? Math.floor(level) * LEVEL_UP_BONUS_PER_LEVEL : 0;
}

/** The levels newly reached when XP goes from `fromXp` to `toXp` (ascending; empty when none). */
export function levelsReached(fromXp: number, toXp: number): number[] {
  const from = levelForXp(fromXp);
  const to = levelForXp(toXp);
  const out: number[] = [];
  for (let l = from + 1; l <= to; l++) out.push(l);
  return out;
}

export interface NextLevelReward {
  level: number;
  /** Level-up bonus coins of the next level: (level + 1) x 100. */
  coins: number;
  /** True when the next level is a multiple of 3: a new avatar and champion names. */
  newAvatar: boolean;
  /** The spec's reward text, in English: '{coins} coins' or 'A new avatar and names'. */
  text: string;
}

/**
 * Spec 9: the next-level reward is (level+1) x 100 coins, or a new avatar and names when the next
 * level is a multiple of 3 (the coins are credited then too; the text names the bigger news).
 * Null at the maximum level.
 */
export function nextLevelReward(level: number): NextLevelReward | null {
  if (level >= MAX_LEVEL) return null;
  const next = Math.max(1, Math.floor(level)) + 1;
  const coins = levelUpBonus(next);
  const newAvatar = next % AVATAR_EVERY_LEVELS === 0;
  return { level: next, coins, newAvatar, text: newAvatar ? 'A new avatar and names' : `${coins} coins` };
}

/** Spec 3, Level progression, plus the tier and next-level reward. */
export interface LevelProgression {
  currentLevel: number;
  /** Total XP earned. */
  currentXP: number;
  /** Total XP at which the next level starts (the current level's start at the maximum level). */
  xpForNextLevel: number;
  /** XP still missing to the next level (0 at the maximum level). */
  xpNeededForNext: number;
  /** Progress through the current level's 1000 XP, 0-100, one decimal (100 at the maximum level). */
  progressPercentage: number;
  isMaxLevel: boolean;
  /** XP earned inside the current level (0-999): what the 1000-XP bar shows. */
  xpIntoLevel: number;
  xpPerLevel: number;
  maxLevel: number;
  tier: TierId;
  tierName: string;
  nextLevelReward: NextLevelReward | null;
}

export function levelProgression(totalXp: number): LevelProgression {
  const xp = wholeNonNegative(totalXp);
  const level = levelForXp(xp);
  const tier = tierForLevel(level);
  const isMaxLevel = level >= MAX_LEVEL;
  const start = xpForLevel(level);
  const xpIntoLevel = isMaxLevel ? Math.min(XP_PER_LEVEL, xp - start) : xp - start;
  const xpForNextLevel = isMaxLevel ? start : start + XP_PER_LEVEL;
  return {
    currentLevel: level,
    currentXP: xp,
    xpForNextLevel,
    xpNeededForNext: isMaxLevel ? 0 : xpForNextLevel - xp,
    progressPercentage: isMaxLevel ? 100 : Math.floor((xpIntoLevel / XP_PER_LEVEL) * 1000) / 10,
    isMaxLevel,
    xpIntoLevel,
    xpPerLevel: XP_PER_LEVEL,
    maxLevel: MAX_LEVEL,
    tier: tier.id,
    tierName: tier.name,
    nextLevelReward: nextLevelReward(level),
  };
}
