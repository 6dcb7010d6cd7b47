import { describe, expect, it } from 'vitest';
import {
  MAX_LEVEL,
  XP_PER_LEVEL,
  levelForXp,
  levelProgression,
  levelUpBonus,
  levelsReached,
  nextLevelReward,
  tierForLevel,
  xpForLevel,
} from './levels';

describe('levelForXp', () => {
  it.each([
    [0, 1],
    [1, 1],
    [999, 1],
    [1000, 2],
    [1999, 2],
    [2000, 3],
    [4999, 5],
    [5000, 6],
    [9999, 10],
    [10000, 11],
    [14999, 15],
    [15000, 16],
    [19999, 20],
    [20000, 21],
    [48999, 49],
    [49000, 50],
    [1_000_000, MAX_LEVEL],
    [-5, 1],
    [Number.NaN, 1],
  ])('%d XP is level %d', (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });

  it('xpForLevel is the inverse at every level start', () => {
    for (let l = 1; l <= MAX_LEVEL; l++) {
      expect(levelForXp(xpForLevel(l))).toBe(l);
      if (l > 1) expect(levelForXp(xpForLevel(l) - 1)).toBe(l - 1);
    }
  });
});

describe('tierForLevel at every boundary', () => {
  it.each([
    [1, 'Novice'],
    [5, 'Novice'],
    [6, 'Adept'],
    [10, 'Adept'],
    [11, 'Expert'],
    [15, 'Expert'],
    [16, 'Master'],
    [20, 'Master'],
    [21, 'Legendary'],
    [MAX_LEVEL, 'Legendary'],
    [0, 'Novice'],
  ])('level %d is %s', (level, name) => {
    expect(tierForLevel(level).name).toBe(name);
  });
});

describe('level-up bonus and next-level reward', () => {
  it('pays level x 100, nothing for level 1', () => {
    expect(levelUpBonus(1)).toBe(0);
    expect(levelUpBonus(2)).toBe(200);
    expect(levelUpBonus(21)).toBe(2100);
  });

  it('names (level+1) x 100 coins, or a new avatar and names when the next level is a multiple of 3', () => {
    expect(nextLevelReward(1)).toEqual({ level: 2, coins: 200, newAvatar: false, text: '200 coins' });
    expect(nextLevelReward(2)).toEqual({ level: 3, coins: 300, newAvatar: true, text: 'A new avatar and names' });
    expect(nextLevelReward(3)?.text).toBe('400 coins');
    expect(nextLevelReward(5)?.newAvatar).toBe(true);
    expect(nextLevelReward(MAX_LEVEL - 1)).toMatchObject({ level: MAX_LEVEL });
    expect(nextLevelReward(MAX_LEVEL)).toBeNull();
  });

  it('lists every level reached by one jump, once', () => {
    expect(levelsReached(0, 999)).toEqual([]);
    expect(levelsReached(999, 1000)).toEqual([2]);
    expect(levelsReached(500, 4200)).toEqual([2, 3, 4, 5]);
    expect(levelsReached(48_000, 1_000_000)).toEqual([50]);
    expect(levelsReached(60_000, 70_000)).toEqual([]);
  });
});

describe('levelProgression', () => {
  it('gives the spec fields inside a level', () => {
    expect(levelProgression(2345)).toMatchObject({
      currentLevel: 3,
      currentXP: 2345,
      xpForNextLevel: 3000,
      xpNeededForNext: 655,
      progressPercentage: 34.5,
      isMaxLevel: false,
      xpIntoLevel: 345,
      xpPerLevel: XP_PER_LEVEL,
      tier: 'novice',
      tierName: 'Novice',
      nextLevelReward: { level: 4, coins: 400, newAvatar: false, text: '400 coins' },
    });
  });

  it('starts at 0 % on a level boundary', () => {
    expect(levelProgression(5000)).toMatchObject({ currentLevel: 6, xpNeededForNext: 1000, progressPercentage: 0, tierName: 'Adept' });
    expect(levelProgression(0)).toMatchObject({ currentLevel: 1, xpForNextLevel: 1000, xpNeededForNext: 1000, progressPercentage: 0 });
    expect(levelProgression(999).progressPercentage).toBe(99.9);
  });

  it('is full and final at the maximum level', () => {
    expect(levelProgression(xpForLevel(MAX_LEVEL))).toMatchObject({
      currentLevel: MAX_LEVEL,
      isMaxLevel: true,
      xpNeededForNext: 0,
      progressPercentage: 100,
      nextLevelReward: null,
      tierName: 'Legendary',
    });
    expect(levelProgression(10_000_000)).toMatchObject({ currentLevel: MAX_LEVEL, currentXP: 10_000_000, xpIntoLevel: XP_PER_LEVEL, isMaxLevel: true });
    expect(levelProgression(xpForLevel(MAX_LEVEL) - 1).isMaxLevel).toBe(false);
  });
});
