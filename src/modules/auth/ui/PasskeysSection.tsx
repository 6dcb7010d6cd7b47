import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import { toast } from '../../../client/toasts/toast-store';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import type { PasskeyDto } from '../contract';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './api/use-passkeys';
import { usePasskeyCheck } from './api/use-reauth';
import { authErrorMessage, reauthErrorMessage } from './messages';
import { supportsPasskeys } from './webauthn';
import { type Heading, useFormatDate, Section } from './account-section';

/** The account's passkeys: the list with when each was made and last used, adding one, removing one (after a passkey check). */
export function PasskeysSection({ headingLevel, onCodes }: { headingLevel: Heading; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('auth');
  const format = useFormatDate();
  const query = usePasskeys();
  const check = usePasskeyCheck();
  // The server wants a fresh passkey check with a further passkey and with a removal.
  const add = useAddPasskey(check.confirm);
  const [supported] = useState(supportsPasskeys);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeyDto | null>(null);
  const remove = useRemovePasskey(check.confirm);
  const onlyOne = query.data?.passkeys.length === 1;
  const hasPasskey = (query.data?.passkeys.length ?? 0) > 0;

  const name = (p: PasskeyDto) => p.name || t('settings.passkeys.unnamed');
  const startAdd = () => {
    setError(null);
    add.mutate({ confirmFirst: hasPasskey }, {
      onSuccess: (res) => {
        toast({ title: t('setup.addedTitle'), description: t('setup.added') });
        announce(t('setup.addedTitle'));
        if (res.recoveryCodes?.length) onCodes(res.recoveryCodes);
      },
      onError: (err) => setError(reauthErrorMessage(t, err, 'errors.addFailed')),
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
      {hasPasskey && supported && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('settings.passkeys.addConfirm')}
        </Typography>
      )}
      <Button variant="contained" startIcon={<FingerprintIcon aria-hidden />} sx={{ mt: 2 }} onClick={startAdd} disabled={!supported || add.isPending}>
        {add.isPending ? (check.prompting ? t('settings.reauth.waiting') : t('setup.adding')) : t('settings.passkeys.add')}
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
