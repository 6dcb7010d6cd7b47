import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import LogoutIcon from '@mui/icons-material/Logout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import type { AccountSettingsSectionsProps } from '../../../client/module';
import { useCurrentUser } from '../../../client/session/current-user';
import { startFreshGuestSession } from '../../../client/session/sign-out';
import { toast } from '../../../client/shell/toast-store';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import type { PasskeyDto } from '../contract';
import { RECOVERY_CODE_COUNT } from '../contract';
import type { SessionInfoDto } from '../../guest/contract';
import { authApi, PASSKEYS_QUERY_KEY, passkeysQuery, SESSIONS_QUERY_KEY, sessionsQuery } from './api';
import { authErrorMessage, reauthErrorMessage } from './messages';
import { usePasskeyCheck } from './reauth';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { useAddPasskey } from './use-add-passkey';
import { supportsPasskeys } from './webauthn';

type Heading = 2 | 3;

function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  };
}

function Section({ title, headingLevel, children, description }: { title: string; headingLevel: Heading; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ mt: 3, p: 2 }}>
      <Typography variant={headingLevel === 2 ? 'h2' : 'h3'} component={headingLevel === 2 ? 'h2' : 'h3'} id={id}>
        {title}
      </Typography>
      {description && <Typography sx={{ mt: 1 }}>{description}</Typography>}
      {children}
    </Paper>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }} role="status">
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/** Shows new recovery codes once; closes only after 'I have saved them'. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const titleId = useId();
  const [saved, setSaved] = useState(false);
  const done = () => {
    setSaved(false);
    onClose();
  };
  return (
    <Dialog open={codes !== null} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
      <DialogTitle id={titleId}>{t('codes.title')}</DialogTitle>
      <DialogContent>{codes && <RecoveryCodesPanel codes={codes} username={user.user?.username ?? null} saved={saved} onSavedChange={setSaved} />}</DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={!saved} onClick={done}>
          {t('codes.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PasskeysSection({ headingLevel, onCodes }: { headingLevel: Heading; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('auth');
  const format = useFormatDate();
  const queryClient = useQueryClient();
  const query = useQuery(passkeysQuery());
  const add = useAddPasskey();
  const [supported] = useState(supportsPasskeys);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeyDto | null>(null);
  const check = usePasskeyCheck();
  const remove = useMutation({
    // The server wants a fresh passkey check with the removal.
    mutationFn: async (id: string) => authApi.deletePasskey(id, await check.confirm()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
  const onlyOne = query.data?.passkeys.length === 1;

  const name = (p: PasskeyDto) => p.name || t('settings.passkeys.unnamed');
  const startAdd = () => {
    setError(null);
    add.mutate(undefined, {
      onSuccess: (res) => {
        toast({ title: t('setup.addedTitle'), description: t('setup.added') });
        announce(t('setup.addedTitle'));
        if (res.recoveryCodes?.length) onCodes(res.recoveryCodes);
      },
      onError: (err) => setError(authErrorMessage(t, err, 'errors.addFailed')),
    });
  };
  const confirmRemove = () => {
    if (!removing) return;
    const target = removing;
    remove.mutate(target.id, {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: t('settings.passkeys.removedTitle'), description: t('settings.passkeys.removed', { name: name(target) }) });
        announce(t('settings.passkeys.removed', { name: name(target) }));
      },
      onError: (err) => {
        setRemoving(null);
        setError(reauthErrorMessage(t, err, 'errors.removeFailed'));
      },
    });
  };

  return (
    <Section title={t('settings.passkeys.title')} description={t('settings.passkeys.body')} headingLevel={headingLevel}>
      <QueryState
        query={query}
        loading={t('settings.passkeys.loading')}
        retry={t('settings.retry')}
        failed={(err) => authErrorMessage(t, err, 'settings.passkeys.loadFailed')}
        empty={t('settings.passkeys.empty')}
        isEmpty={(d) => d.passkeys.length === 0}
      />
      {query.data && query.data.passkeys.length > 0 && (
        <List aria-label={t('settings.passkeys.listLabel')} sx={{ mt: 1 }}>
          {query.data.passkeys.map((p) => (
            <ListItem
              key={p.id}
              divider
              disableGutters
              secondaryAction={
                onlyOne ? undefined : (
                  <Button size="small" color="error" onClick={() => setRemoving(p)} aria-label={t('settings.passkeys.removeNamed', { name: name(p) })}>
                    {t('settings.passkeys.remove')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={name(p)}
                secondary={`${t('settings.passkeys.created', { date: format(p.createdAt) })} · ${
                  p.lastUsedAt ? t('settings.passkeys.lastUsed', { date: format(p.lastUsedAt) }) : t('settings.passkeys.neverUsed')
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {onlyOne && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('settings.passkeys.onlyOne')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {!supported && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('setup.unsupported')}
        </Alert>
      )}
      <Button variant="contained" startIcon={<FingerprintIcon aria-hidden />} sx={{ mt: 2 }} onClick={startAdd} disabled={!supported || add.isPending}>
        {add.isPending ? t('setup.adding') : t('settings.passkeys.add')}
      </Button>
      <ConfirmDialog
        open={removing !== null}
        cancelLabel={t('settings.cancel')}
        title={t('settings.passkeys.confirmTitle')}
        body={t('settings.passkeys.confirmBody', { name: removing ? name(removing) : '' })}
        confirmLabel={t('settings.passkeys.remove')}
        busy={remove.isPending}
        busyLabel={check.prompting ? t('settings.reauth.waiting') : t('settings.passkeys.removing')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        destructive
      />
    </Section>
  );
}

function RecoveryCodesSection({ headingLevel, onCodes }: { headingLevel: Heading; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const query = useQuery(passkeysQuery());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = usePasskeyCheck();
  const regenerate = useMutation({
    // The server wants a fresh passkey check with the request for new codes.
    mutationFn: async () => authApi.regenerateRecoveryCodes(await check.confirm()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
  const noPasskey = query.data?.passkeys.length === 0;
  const confirm = () => {
    setError(null);
    regenerate.mutate(undefined, {
      onSuccess: (res) => {
        setConfirming(false);
        announce(t('settings.codes.regenerated'));
        onCodes(res.recoveryCodes);
      },
      onError: (err) => {
        setConfirming(false);
        setError(reauthErrorMessage(t, err, 'errors.regenerateFailed'));
      },
    });
  };
  return (
    <Section title={t('settings.codes.title')} description={t('settings.codes.body')} headingLevel={headingLevel}>
      <QueryState query={query} loading={t('settings.codes.loading')} retry={t('settings.retry')} failed={(err) => authErrorMessage(t, err, 'settings.codes.loadFailed')} />
      {query.data && (
        <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="codes-remaining">
          {t('settings.codes.remaining', { count: query.data.recoveryCodesRemaining, total: RECOVERY_CODE_COUNT })}
        </Typography>
      )}
      {query.data && query.data.recoveryCodesRemaining <= 3 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('settings.codes.low')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {noPasskey && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('settings.codes.needsPasskey')}
        </Typography>
      )}
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirming(true)} disabled={noPasskey}>
        {t('settings.codes.regenerate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        cancelLabel={t('settings.cancel')}
        title={t('settings.codes.confirmTitle')}
        body={t('settings.codes.confirmBody')}
        confirmLabel={t('settings.codes.regenerate')}
        busy={regenerate.isPending}
        busyLabel={check.prompting ? t('settings.reauth.waiting') : t('settings.codes.regenerating')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}

function SessionsSection({ headingLevel }: { headingLevel: Heading }) {
  const { t } = useTranslation('auth');
  const format = useFormatDate();
  const queryClient = useQueryClient();
  const query = useQuery(sessionsQuery());
  const [error, setError] = useState<string | null>(null);
  const [everywhere, setEverywhere] = useState(false);
  const end = useMutation({ mutationFn: (s: SessionInfoDto) => authApi.deleteSession(s.id) });
  const endAll = useMutation({ mutationFn: authApi.signOutEverywhere });

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
        await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
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

/**
 * The auth module's part of Account Settings (the `accountSettingsSections` slot): passkeys, recovery
 * codes, active sessions and 'Sign out everywhere'. Guests are told to create a profile first.
 */
export default function AccountSections({ headingLevel = 2 }: AccountSettingsSectionsProps) {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (user.isLoading) return <Loading label={t('settings.loading')} />;
  if (user.isGuest) {
    return (
      <Section title={t('settings.guest.title')} description={t('settings.guest.body')} headingLevel={headingLevel}>
        {null}
      </Section>
    );
  }
  return (
    <>
      <PasskeysSection headingLevel={headingLevel} onCodes={setCodes} />
      <RecoveryCodesSection headingLevel={headingLevel} onCodes={setCodes} />
      <SessionsSection headingLevel={headingLevel} />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </>
  );
}
