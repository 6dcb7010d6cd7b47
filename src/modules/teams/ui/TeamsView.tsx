import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../client/api';
import { QueryState, type QueryLike } from '../../../ui/QueryState';
import type { JoinedTeamDto, MyTeamDto, MyTeamsDto, TeamCreatedDto } from '../contract';
import { CreateTeamForm, JoinTeamForm, type CreateTeamValues } from './TeamForms';
import { useTeamsTexts } from './texts';

export interface TeamsViewProps {
  isGuest: boolean;
  query: QueryLike<MyTeamsDto>;
  /** A code from a share link (/teams/join/<code>): the join form starts with it. */
  initialCode?: string;
  /** The app's origin, for share links. */
  origin: string;
  onCreate: (values: CreateTeamValues) => Promise<TeamCreatedDto>;
  onJoin: (code: string) => Promise<JoinedTeamDto>;
  onLeave: (team: MyTeamDto) => void;
  onNewCode: (team: MyTeamDto) => void;
  onCopy: (code: string, name: string) => void;
  /** A team whose leave or new code is being sent (its buttons wait). */
  busyTeamId?: string | null;
}

/** The share link of a code: opens /teams/join/<code> with the code filled in. */
export const shareLink = (origin: string, code: string) => `${origin}/teams/join/${code}`;

/** /teams: my teams (kind, members, invite code to copy and share), 'Create a team', 'Join with a code'. */
export function TeamsView(props: TeamsViewProps) {
  const { t } = useTeamsTexts();
  const { isGuest, query } = props;
  return (
    <Box sx={{ p: 2, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('teams.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('teams.intro')}</Typography>
      {isGuest ? (
        <Alert severity="info">{t('teams.guest')}</Alert>
      ) : (
        <>
          <Box component="section" aria-labelledby="my-teams-title" sx={{ mb: 4 }}>
            <Typography variant="h6" component="h2" id="my-teams-title" sx={{ mb: 1 }}>
              {t('teams.mine')}
            </Typography>
            <QueryState
              query={query}
              loading={t('teams.loading')}
              retry={t('teams.retry')}
              failed={(e) => t('teams.failed', { reason: errorMessage(e, e.message) })}
              empty={t('teams.empty')}
              isEmpty={(d) => d.teams.length === 0}
            />
            {query.data && query.data.teams.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
                {query.data.teams.map((team) => (
                  <TeamCard key={team.id} team={team} {...props} />
                ))}
              </Box>
            )}
            <Link component={RouterLink} to="/leaderboard?scope=teams" sx={{ display: 'inline-block', mt: 2 }}>
              {t('teams.leaderboardLink')}
            </Link>
          </Box>
          <CreateTeamForm onCreate={props.onCreate} onCopy={props.onCopy} />
          <JoinTeamForm initialCode={props.initialCode} onJoin={props.onJoin} />
        </>
      )}
    </Box>
  );
}

function TeamCard({ team, origin, onLeave, onNewCode, onCopy, busyTeamId }: { team: MyTeamDto } & TeamsViewProps) {
  const { t } = useTeamsTexts();
  const link = shareLink(origin, team.inviteCode);
  const busy = busyTeamId === team.id;
  const codeId = `team-code-${team.id}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid={`team-${team.id}`} aria-labelledby={`team-name-${team.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" id={`team-name-${team.id}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {team.name}
        </Typography>
        <Chip size="small" label={t(`teams.kind.${team.kind}`)} />
        {team.role === 'owner' && <Chip size="small" color="primary" variant="outlined" label={t('teams.owner')} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('teams.members', { count: team.members })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography component="span" id={codeId} variant="body2">
          {t('teams.inviteCode')}:
        </Typography>
        <Typography component="span" aria-labelledby={codeId} sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 2 }} data-testid="invite-code">
          {team.inviteCode}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => onCopy(team.inviteCode, team.name)} aria-label={t('teams.copyCode', { name: team.name })} sx={{ minHeight: 44 }}>
          {t('teams.copy')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('teams.shareLink')}:{' '}
        <Link component={RouterLink} to={`/teams/join/${team.inviteCode}`}>
          {link}
        </Link>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {team.role === 'owner' && (
          <Button size="small" onClick={() => onNewCode(team)} disabled={busy} aria-label={t('teams.newCodeOf', { name: team.name })} sx={{ minHeight: 44 }}>
            {t('teams.newCode')}
          </Button>
        )}
        <Button size="small" color="error" onClick={() => onLeave(team)} disabled={busy} aria-label={t('teams.leaveTeam', { name: team.name })} sx={{ minHeight: 44 }}>
          {t('teams.leave')}
        </Button>
      </Box>
    </Paper>
  );
}
