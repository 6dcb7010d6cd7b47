import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../client/session/current-user';
import type { LeaderboardScope, LeaderboardWindow } from '../../gamification/contract';
import { useLeaderboard } from './api/use-leaderboard';
import { LeaderboardView } from './LeaderboardView';

/** /leaderboard[?scope=teams][&window=week]: the tab and the period live in the URL, so a link can name them. */
export default function LeaderboardScreen() {
  const [search, setSearch] = useSearchParams();
  const scope: LeaderboardScope = search.get('scope') === 'teams' ? 'teams' : 'people';
  const window: LeaderboardWindow = search.get('window') === 'week' ? 'week' : 'all';
  const user = useCurrentUser();
  const query = useLeaderboard(scope, window);
  const go = (next: { scope: LeaderboardScope; window: LeaderboardWindow }) => {
    const params = new URLSearchParams();
    if (next.scope === 'teams') params.set('scope', 'teams');
    if (next.window === 'week') params.set('window', 'week');
    setSearch(params, { replace: true });
  };
  return (
    <LeaderboardView
      scope={scope}
      window={window}
      onScopeChange={(s) => go({ scope: s, window })}
      onWindowChange={(w) => go({ scope, window: w })}
      query={query}
      isGuest={user.isGuest}
    />
  );
}
