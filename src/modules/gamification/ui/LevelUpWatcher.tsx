import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../../client/session/current-user';
import { LevelUpDialog } from './LevelUpDialog';
import { ACHIEVEMENTS_KEY, levelProgressionKey } from './queries';
import { useLevelUp } from './use-level-up';
import { useLevelUpAvatar } from './use-level-up-avatar';

/**
 * Rendered once in the shell. The current user comes from the ['session'] query; whoever pays a
 * reward invalidates it, and when the level it reports has risen this dialog opens.
 */
export default function LevelUpWatcher() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { levelUp, dismiss } = useLevelUp(user);
  // At every third level a registered user's avatar is regenerated right away (spec 4, Level-up).
  const avatar = useLevelUpAvatar(user, levelUp);
  const level = levelUp?.level;
  useEffect(() => {
    if (level === undefined) return;
    void queryClient.invalidateQueries({ queryKey: levelProgressionKey(user.userId) });
    void queryClient.invalidateQueries({ queryKey: ACHIEVEMENTS_KEY });
  }, [level, user.userId, queryClient]);
  if (!levelUp) return null;
  return <LevelUpDialog open level={levelUp.level} bonusCoins={levelUp.bonusCoins} onContinue={dismiss} avatar={avatar} />;
}
