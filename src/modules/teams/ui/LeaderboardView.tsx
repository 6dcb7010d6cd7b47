import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../client/api';
import { QueryState, type QueryLike } from '../../../ui/QueryState';
import type { LeaderboardAnswer, LeaderboardDto, LeaderboardScope, LeaderboardWindow, TeamLeaderboardDto } from '../../gamification/contract';
import { useTeamsTexts } from './texts';

export interface LeaderboardViewProps {
  scope: LeaderboardScope;
  window: LeaderboardWindow;
  onScopeChange: (scope: LeaderboardScope) => void;
  onWindowChange: (window: LeaderboardWindow) => void;
  query: QueryLike<LeaderboardAnswer>;
  /** A guest (not listed, in no team). */
  isGuest: boolean;
}

interface Row {
  key: string;
  rank: number;
  name: string;
  detail: string;
  xp: number;
  mine: boolean;
}

/** Full-contrast period buttons (the default unselected grey is too faint on some backgrounds). */
const toggleSx = {
  minHeight: 44,
  px: 2,
  color: 'text.primary',
  '&.Mui-selected, &.Mui-selected:hover': { color: 'primary.contrastText', bgcolor: 'primary.main' },
} as const;

const isTeams = (d: LeaderboardAnswer): d is TeamLeaderboardDto => 'scope' in d && d.scope === 'teams';

/**
 * The leaderboard (/leaderboard): People | Teams tabs, All time | This week, the ranks with the
 * caller's own row (or team) marked, and where the caller stands when they are not in the list.
 */
export function LeaderboardView({ scope, window, onScopeChange, onWindowChange, query, isGuest }: LeaderboardViewProps) {
  const { t } = useTeamsTexts();
  const data = query.data && isTeams(query.data) === (scope === 'teams') ? query.data : undefined;
  const rows: Row[] = !data
    ? []
    : isTeams(data)
      ? data.entries.map((e) => ({ key: e.id, rank: e.rank, name: e.name, detail: t('leaderboard.members', { count: e.members }), xp: e.xp, mine: data.me?.id === e.id }))
      : (data as LeaderboardDto).entries.map((e) => ({ key: e.id, rank: e.rank, name: e.displayName, detail: t('leaderboard.level', { level: e.level }), xp: e.xp, mine: data.me?.id === e.id }));
  const emptyText = scope === 'teams' ? t('leaderboard.emptyTeams') : window === 'week' ? t('leaderboard.emptyPeopleWeek') : t('leaderboard.emptyPeople');
  const panelId = 'leaderboard-panel';

  return (
    <Box sx={{ p: 2, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('leaderboard.title')}
      </Typography>
      <Tabs value={scope} onChange={(_e, v: LeaderboardScope) => onScopeChange(v)} aria-label={t('leaderboard.scopeLabel')} sx={{ mb: 2 }}>
        <Tab value="people" label={t('leaderboard.people')} id="leaderboard-tab-people" aria-controls={panelId} sx={{ minHeight: 48 }} />
        <Tab value="teams" label={t('leaderboard.teams')} id="leaderboard-tab-teams" aria-controls={panelId} sx={{ minHeight: 48 }} />
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={`leaderboard-tab-${scope}`}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={window}
          onChange={(_e, v: LeaderboardWindow | null) => v && onWindowChange(v)}
          aria-label={t('leaderboard.windowLabel')}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="all" sx={toggleSx}>
            {t('leaderboard.all')}
          </ToggleButton>
          <ToggleButton value="week" sx={toggleSx}>
            {t('leaderboard.week')}
          </ToggleButton>
        </ToggleButtonGroup>
        <QueryState
          query={{ ...query, isPending: query.isPending || (!query.isError && !data), data }}
          loading={t('leaderboard.loading')}
          retry={t('leaderboard.retry')}
          failed={(e) => t('leaderboard.failed', { reason: errorMessage(e, e.message) })}
          empty={emptyText}
          isEmpty={(d) => d.entries.length === 0}
        />
        {rows.length > 0 && (
          <Paper variant="outlined" component="ol" aria-label={scope === 'teams' ? t('leaderboard.listTeams') : t('leaderboard.listPeople')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((r) => (
              <Box
                component="li"
                key={r.key}
                aria-current={r.mine ? 'true' : undefined}
                data-testid={`leaderboard-row-${r.key}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: r.mine ? 'action.selected' : undefined }}
              >
                <Typography component="span" sx={{ minWidth: 48, fontWeight: 700 }}>
                  {t('leaderboard.rank', { rank: r.rank })}
                </Typography>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="span" sx={{ fontWeight: r.mine ? 700 : 500, overflowWrap: 'anywhere' }}>
                    {r.name}
                  </Typography>
                  {r.mine && <Chip size="small" color="primary" label={scope === 'teams' ? t('leaderboard.yourTeam') : t('leaderboard.you')} sx={{ ml: 1 }} />}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {r.detail}
                  </Typography>
                </Box>
                <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t('leaderboard.xp', { xp: r.xp.toLocaleString() })}
                </Typography>
              </Box>
            ))}
          </Paper>
        )}
        {data && <MyStanding data={data} isGuest={isGuest} />}
      </Box>
    </Box>
  );
}

/** Where the caller stands when their row (or team) is not among the shown ones. */
function MyStanding({ data, isGuest }: { data: LeaderboardAnswer; isGuest: boolean }) {
  const { t } = useTeamsTexts();
  const shown = (id: string) => data.entries.some((e) => e.id === id);
  let text: string | null = null;
  let teamsLink = false;
  if (isTeams(data)) {
    if (data.me && !shown(data.me.id)) text = t('leaderboard.yourTeamPlace', { name: data.me.name, rank: data.me.rank, xp: data.me.xp.toLocaleString() });
    else if (!data.me && !isGuest) {
      text = t('leaderboard.noTeam');
      teamsLink = true;
    }
  } else if (data.me) {
    if (!data.me.listed || data.me.rank === null) text = isGuest ? t('leaderboard.notListed') : null;
    else if (!shown(data.me.id)) text = t('leaderboard.yourPlace', { rank: data.me.rank, xp: data.me.xp.toLocaleString() });
  }
  if (!text) return null;
  return (
    <Typography sx={{ mt: 2 }}>
      {text}{' '}
      {teamsLink && (
        <Link component={RouterLink} to="/teams">
          {t('leaderboard.teamsLink')}
        </Link>
      )}
    </Typography>
  );
}
