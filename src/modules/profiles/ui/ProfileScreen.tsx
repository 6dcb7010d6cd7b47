import { Suspense, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../client/api';
import { useModuleSlot } from '../../../client/module-slots';
import { useCurrentUser } from '../../../client/session/current-user';
import type { CurrentUserDto } from '../../guest/contract';
import { achievementsQuery } from './api/use-achievements';
import { leaderboardQuery } from './api/use-leaderboard';
import { AvatarTab } from './AvatarTab';
import { ChampionNameDialog } from './ChampionNameDialog';
import CreateProfileDialog from './CreateProfileDialog';
import { GuestProfileCard } from './GuestProfileCard';
import { InsightsTab } from './InsightsTab';
import { NamesTab } from './NamesTab';
import { PictureTab } from './PictureTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileOverview } from './ProfileOverview';

export const PROFILE_TABS = ['profile', 'insights', 'avatar', 'names', 'picture', 'privacy'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function toProfileTab(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : 'profile';
}

/** Spec 2, Profile screen (/profile): six deep-linkable tabs (?tab=...) for registered users; the guest card for guests. */
export default function ProfileScreen() {
  const { t } = useTranslation('profiles');
  const user = useCurrentUser();
  const [createOpen, setCreateOpen] = useState(false);

  let body: ReactNode;
  if (user.isLoading) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('screen.loading')}</Typography>
      </Box>
    );
  } else if (user.error && !user.user) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('screen.retry')}
          </Button>
        }
      >
        {t('screen.error', { message: errorMessage(user.error, user.error.message) })}
      </Alert>
    );
  } else if (user.isGuest || !user.user) {
    body = <GuestProfileCard user={user} onCreateProfile={() => setCreateOpen(true)} />;
  } else {
    body = <RegisteredProfile user={user.user} displayName={user.displayName} />;
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
          {t('screen.title')}
        </Typography>
        <Button component={RouterLink} to="/accessibility" size="small" startIcon={<AccessibilityNewIcon aria-hidden />}>
          {t('screen.accessibility')}
        </Button>
      </Box>
      {body}
      <CreateProfileDialog open={createOpen} onClose={() => setCreateOpen(false)} />
    </Box>
  );
}

function RegisteredProfile({ user, displayName }: { user: CurrentUserDto; displayName: string }) {
  const { t } = useTranslation('profiles');
  const [params, setParams] = useSearchParams();
  const tab = toProfileTab(params.get('tab'));
  const [nameDialog, setNameDialog] = useState(false);
  const leaderboard = useQuery({ ...leaderboardQuery(), enabled: tab === 'profile' });
  const achievements = useQuery({ ...achievementsQuery(), enabled: tab === 'profile' });
  // Issue 40: the person's own litter charts, when the app has the impact module (a lazy chunk; only they see it).
  const LitterCharts = useModuleSlot('profileLitterCharts');

  const select = (_: unknown, next: ProfileTab) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set('tab', next);
        return out;
      },
      { replace: true },
    );

  return (
    <>
      <Tabs
        value={tab}
        onChange={select}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('screen.tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {PROFILE_TABS.map((id) => (
          <Tab key={id} value={id} label={t(`screen.tabs.${id}`)} id={`profile-tab-${id}`} aria-controls={`profile-panel-${id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'profile' && (
          <ProfileOverview
            user={user}
            displayName={displayName}
            rank={
              leaderboard.isPending ? { status: 'loading' } : leaderboard.isError ? { status: 'error' } : { status: 'ready', data: leaderboard.data.me?.rank ?? null }
            }
            achievements={achievements.isPending ? { status: 'loading' } : achievements.isError ? { status: 'error' } : { status: 'ready', data: achievements.data }}
            onChooseName={user.gender && user.dateOfBirth ? () => setNameDialog(true) : undefined}
          >
            {LitterCharts && (
              <Suspense fallback={null}>
                <LitterCharts />
              </Suspense>
            )}
          </ProfileOverview>
        )}
        {tab === 'insights' && <InsightsTab user={user} />}
        {tab === 'avatar' && <AvatarTab user={user} />}
        {tab === 'names' && <NamesTab user={user} />}
        {tab === 'picture' && <PictureTab user={user} />}
        {tab === 'privacy' && <PrivacyTab />}
      </Box>
      {nameDialog && <ChampionNameDialog open userId={user.id} onClose={() => setNameDialog(false)} />}
    </>
  );
}
