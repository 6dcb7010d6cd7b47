import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import { startFreshGuestSession } from '../../../client/session/sign-out';
import { toast } from '../../../client/toasts/toast-store';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import type { SessionInfoDto } from '../../guest/contract';
import { endpointKey } from '../../../client/endpoint';
import { listSessions } from '../endpoints';
import { useEndSession, useSessions, useSignOutEverywhere } from './api/use-sessions';
import { authErrorMessage } from './messages';
import { type Heading, useFormatDate, Section } from './account-section';

/** The account's signed-in devices: end one, or sign out everywhere. */
export function SessionsSection({ headingLevel }: { headingLevel: Heading }) {
  const { t } = useTranslation('auth');
  const format = useFormatDate();
  const queryClient = useQueryClient();
  const query = useSessions();
  const [error, setError] = useState<string | null>(null);
  const [everywhere, setEverywhere] = useState(false);
  const end = useEndSession();
  const endAll = useSignOutEverywhere();

  const device = (s: SessionInfoDto) => s.device || t('settings.sessions.unknownDevice');
  const signOutOne = (s: SessionInfoDto) => {
    setError(null);
    end.mutate(s, {
      onSuccess: async () => {
        if (s.current) {
          toast({ title: t('settings.sessions.signedOutTitle'), description: t('settings.sessions.signedOutHere') });
          announce(t('settings.sessions.signedOutTitle'));
          await startFreshGuestSession(queryClient);
          return;
        }
        announce(t('settings.sessions.ended', { device: device(s) }));
        toast({ title: t('settings.sessions.endedTitle'), description: t('settings.sessions.ended', { device: device(s) }) });
        await queryClient.invalidateQueries({ queryKey: endpointKey(listSessions) });
      },
      onError: (err) => setError(authErrorMessage(t, err, 'errors.sessionEndFailed')),
    });
  };
  const confirmEverywhere = () => {
    setError(null);
    endAll.mutate(undefined, {
      onSuccess: async () => {
        setEverywhere(false);
        toast({ title: t('settings.everywhere.doneTitle'), description: t('settings.everywhere.done') });
        announce(t('settings.everywhere.doneTitle'));
        await startFreshGuestSession(queryClient);
      },
      onError: (err) => {
        setEverywhere(false);
        setError(authErrorMessage(t, err, 'errors.sessionEndFailed'));
      },
    });
  };

  return (
    <Section title={t('settings.sessions.title')} description={t('settings.sessions.body')} headingLevel={headingLevel}>
      <QueryState
        query={query}
        loading={t('settings.sessions.loading')}
        retry={t('settings.retry')}
        failed={(err) => authErrorMessage(t, err, 'settings.sessions.loadFailed')}
        empty={t('settings.sessions.empty')}
        isEmpty={(d) => d.sessions.length === 0}
      />
      {query.data && query.data.sessions.length > 0 && (
        <List aria-label={t('settings.sessions.listLabel')} sx={{ mt: 1 }}>
          {query.data.sessions.map((s) => (
            <ListItem
              key={s.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => signOutOne(s)}
                  disabled={end.isPending}
                  aria-label={s.current ? t('settings.sessions.signOutHere') : t('settings.sessions.signOutNamed', { device: device(s) })}
                >
                  {t('settings.sessions.signOut')}
                </Button>
              }
            >
              <ListItemText
                sx={{ pr: 12 }}
                primary={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    {device(s)}
                    {s.current && <Chip size="small" color="primary" label={t('settings.sessions.thisDevice')} />}
                  </Box>
                }
                secondary={`${t('settings.sessions.lastUsed', { date: format(s.lastUsedAt) })} · ${t('settings.sessions.started', { date: format(s.createdAt) })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Typography variant={headingLevel === 2 ? 'h3' : 'h4'} component={headingLevel === 2 ? 'h3' : 'h4'} sx={{ mt: 3, fontSize: '1.05rem' }}>
        {t('settings.everywhere.title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('settings.everywhere.body')}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon aria-hidden />} sx={{ mt: 1 }} onClick={() => setEverywhere(true)}>
        {t('settings.everywhere.button')}
      </Button>
      <ConfirmDialog
        open={everywhere}
        cancelLabel={t('settings.cancel')}
        title={t('settings.everywhere.confirmTitle')}
        body={t('settings.everywhere.confirmBody')}
        confirmLabel={t('settings.everywhere.confirm')}
        busy={endAll.isPending}
        busyLabel={t('settings.everywhere.pending')}
        onConfirm={confirmEverywhere}
        onCancel={() => setEverywhere(false)}
        destructive
      />
    </Section>
  );
}
