import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, findActionType, impactKg } from './catalog';
import { BASE_XP, MAX_XP, potentialReward, rewardFor } from './rewards';

const def = (type: string) => findActionType(type)!;

describe('rewards', () => {
  it('follows the documented formula', () => {
    // 4.5 kg beach cleanup: 5 + 5 x 4.5, no climate factor.
    expect(rewardFor(def('beach_cleanup'), 4.5, 0)).toEqual({ xp: 28, coins: 2 });
    // 10 kg recycling: 5 + 10 + 2 x 31.857 = 78.7.
    expect(rewardFor(def('recycling'), 10, impactKg(def('recycling'), 1))).toEqual({ xp: 79, coins: 7 });
  });

  it('pays nothing extra above the typical maximum and caps XP', () => {
    const d = def('beach_cleanup');
    expect(rewardFor(d, 10_000, 0)).toEqual(rewardFor(d, d.typicalMax, 0));
    for (const t of ACTION_TYPES) {
      const r = rewardFor(t, 1e9, impactKg(t, 1));
      expect(r.xp).toBeLessThanOrEqual(MAX_XP);
      expect(r.xp).toBeGreaterThanOrEqual(BASE_XP);
      expect(Number.isInteger(r.xp) && Number.isInteger(r.coins)).toBe(true);
      expect(r.coins).toBe(Math.floor(r.xp / 10));
    }
  });
});

describe('potentialReward', () => {
  it('is rewardFor with the impact per base unit of the type or its subtype', () => {
    // One tree: 5 + 15 + 2 x 60.49 = 141 XP (docs/impact.md).
    expect(potentialReward(def('tree_planting'), 1)).toEqual({ xp: 141, coins: 14 });
    // The 500 trees count as the typical 20 and reach the cap.
    expect(potentialReward(def('tree_planting'), 500)).toEqual({ xp: MAX_XP, coins: 50 });
    const bus = def('public_transport');
    expect(potentialReward(bus, 100, 'national_rail')).toEqual(rewardFor(bus, 100, impactKg(bus, 1, 'national_rail')));
    expect(potentialReward(bus, 100, 'national_rail')).not.toEqual(potentialReward(bus, 100, 'bus'));
  });
});
