import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../client/endpoint';
import { useCurrentUser } from '../../../client/session/current-user';
import { achievements, levelProgression } from '../endpoints';
import { LevelUpDialog } from './LevelUpDialog';
import { useLevelUp } from './use-level-up';
import { useLevelUpAvatar } from './api/use-avatar';

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
    void queryClient.invalidateQueries({ queryKey: endpointKey(levelProgression, { params: { id: user.userId } }) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(achievements) });
  }, [level, user.userId, queryClient]);
  if (!levelUp) return null;
  return <LevelUpDialog open level={levelUp.level} bonusCoins={levelUp.bonusCoins} onContinue={dismiss} avatar={avatar} />;
}
