import { useState } from 'react';
import { levelUpBonus } from '../../../shared/levels';

export interface LevelUpInfo {
  from: number;
  level: number;
  /** The bonus coins of every level passed (level x 100 each). */
  bonusCoins: number;
}

/**
 * Notices when the user's level rises while the app is open. The first level seen for a user (the
 * initial load, or a different user after signing in) is only remembered, never announced.
 */
export function useLevelUp(user: { userId: string; level: number; isLoading: boolean }): { levelUp: LevelUpInfo | null; dismiss(): void } {
  const [seen, setSeen] = useState<{ userId: string; level: number } | null>(null);
  const [levelUp, setLevelUp] = useState<LevelUpInfo | null>(null);
  // Adjusting state while rendering (React's "storing information from previous renders").
  if (!user.isLoading && (seen?.userId !== user.userId || seen.level !== user.level)) {
    if (seen && seen.userId === user.userId && user.level > seen.level) {
      let bonusCoins = 0;
      for (let l = seen.level + 1; l <= user.level; l++) bonusCoins += levelUpBonus(l);
      setLevelUp({ from: levelUp?.from ?? seen.level, level: user.level, bonusCoins: (levelUp?.bonusCoins ?? 0) + bonusCoins });
    }
    setSeen({ userId: user.userId, level: user.level });
  }
  return { levelUp, dismiss: () => setLevelUp(null) };
}
