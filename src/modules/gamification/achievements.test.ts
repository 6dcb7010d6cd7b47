import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, streakEndingAtLatest, type Progress } from './achievements';
import de from './i18n/de.json';
import en from './i18n/en.json';

const none: Progress = { reports: 0, cleanups: 0, actions: 0, streakDays: 0, level: 1, totalCoins: 0 };
const earnedBy = (p: Partial<Progress>) => ACHIEVEMENTS.filter((a) => a.earned?.({ ...none, ...p })).map((a) => a.id);

describe('achievement catalogue', () => {
  it('has at least 15 achievements with unique ids, an icon, texts and a non-negative bonus', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) {
      expect(a.icon && a.title && a.description).toBeTruthy();
      expect(Number.isInteger(a.coinBonus) && a.coinBonus >= 0).toBe(true);
      expect(!!a.earned !== !!a.on).toBe(true);
    }
  });

  it('English texts in i18n match the catalogue, and German has every key', () => {
    for (const a of ACHIEVEMENTS) {
      expect(en.achievements[a.id as keyof typeof en.achievements]).toEqual({ title: a.title, description: a.description });
      const g = de.achievements[a.id as keyof typeof de.achievements];
      expect(g.title && g.description).toBeTruthy();
    }
    expect(Object.keys(en.achievements).sort()).toEqual(ACHIEVEMENTS.map((a) => a.id).sort());
  });

  it('earns nothing at the start and each rule at its threshold', () => {
    expect(earnedBy({})).toEqual([]);
    expect(earnedBy({ reports: 1 })).toEqual(['first_report']);
    expect(earnedBy({ reports: 5 })).toEqual(['first_report', 'reports_5']);
    expect(earnedBy({ cleanups: 9 })).toEqual(['first_cleanup']);
    expect(earnedBy({ cleanups: 10 })).toEqual(['first_cleanup', 'cleanups_10']);
    expect(earnedBy({ streakDays: 2 })).toEqual([]);
    expect(earnedBy({ streakDays: 3 })).toEqual(['streak_3']);
    expect(earnedBy({ level: 5 })).toEqual([]);
    expect(earnedBy({ level: 6 })).toEqual(['tier_adept']);
    expect(earnedBy({ level: 21 })).toEqual(['tier_adept', 'tier_expert', 'tier_master', 'tier_legendary']);
    expect(earnedBy({ totalCoins: 999 })).toEqual([]);
    expect(earnedBy({ totalCoins: 1000 })).toEqual(['coins_1000']);
    expect(earnedBy({ actions: 1 })).toEqual(['first_action']);
  });
});

describe('streakEndingAtLatest', () => {
  it('counts consecutive days back from the latest one', () => {
    expect(streakEndingAtLatest([])).toBe(0);
    expect(streakEndingAtLatest(['2026-11-22'])).toBe(1);
    expect(streakEndingAtLatest(['2026-11-20', '2026-11-22', '2026-11-21', '2026-11-22'])).toBe(3);
    expect(streakEndingAtLatest(['2026-11-19', '2026-11-21', '2026-11-22'])).toBe(2);
    expect(streakEndingAtLatest(['2026-10-31', '2026-11-01'])).toBe(2);
  });
});
