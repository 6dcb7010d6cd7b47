import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DevicesIcon from '@mui/icons-material/Devices';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import type { PasskeySetupSlotProps } from './slots';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/toasts/toast-store';
import { authErrorMessage } from './messages';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { useAddPasskey } from './api/use-passkeys';
import { supportsPasskeys } from './webauthn';

/**
 * The step after 'Complete Your Profile' (the `passkeySetup` slot): add a passkey so the account can
 * be signed into again on any device, then save the one-time recovery codes. Skippable: passkeys can
 * be added later in Account Settings.
 */
export default function PasskeySetup({ titleId, onDone }: PasskeySetupSlotProps) {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const add = useAddPasskey();
  const [supported] = useState(supportsPasskeys);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setError(null);
    add.mutate(undefined, {
      onSuccess: (res) => {
        toast({ title: t('setup.addedTitle'), description: t('setup.added') });
        announce(t('setup.addedTitle'));
        if (res.recoveryCodes?.length) setCodes(res.recoveryCodes);
        else onDone();
      },
      onError: (err) => setError(authErrorMessage(t, err, 'errors.addFailed')),
    });
  };

  if (codes) {
    return (
      <>
        <DialogTitle id={titleId}>{t('codes.title')}</DialogTitle>
        <DialogContent>
          <RecoveryCodesPanel codes={codes} username={user.user?.username ?? null} saved={saved} onSavedChange={setSaved} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" disabled={!saved} onClick={onDone}>
            {t('codes.done')}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <>
      <DialogTitle id={titleId}>{t('setup.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{t('setup.intro')}</Typography>
        <List dense>
          {(
            [
              ['anyDevice', DevicesIcon],
              ['noPassword', FingerprintIcon],
              ['private', LockIcon],
            ] as const
          ).map(([key, Icon]) => (
            <ListItem key={key} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(`setup.benefits.${key}`)} />
            </ListItem>
          ))}
        </List>
        {!supported && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('setup.unsupported')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={add.isPending}>
          {t('setup.skip')}
        </Button>
        <Button variant="contained" startIcon={<FingerprintIcon aria-hidden />} onClick={start} disabled={!supported || add.isPending}>
          {add.isPending ? t('setup.adding') : t('setup.add')}
        </Button>
      </DialogActions>
    </>
  );
}
