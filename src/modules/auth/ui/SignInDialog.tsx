import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import type { SlotProps } from '../../../client/module-slots';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/toasts/toast-store';
import type { GuestPointsChoice, SignInResponse } from '../contract';
import { useSignIn } from './api/use-sign-in';
import { authErrorMessage } from './messages';
import { PasskeyPromptError, supportsPasskeys } from './webauthn';

type Busy = 'passkey' | 'code' | null;

/**
 * 'Sign in' for a guest (the `signInDialog` slot): with a passkey (discoverable: no username) or
 * with the username and a recovery code. A guest with points on this device chooses first whether
 * they are added to the account or donated.
 */
export default function SignInDialog({ open, onClose }: SlotProps<'signInDialog'>) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const current = useCurrentUser();
  const titleId = useId();
  const introId = useId();
  const errorId = useId();
  const mergeNoteId = useId();
  const [supported] = useState(supportsPasskeys);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [showCodeHint, setShowCodeHint] = useState(false);
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [points, setPoints] = useState<GuestPointsChoice>('merge');

  const hasPoints = current.isGuest && (current.totalCoins > 0 || current.currentXP > 0);
  const guestPoints = hasPoints ? points : undefined;

  const reset = () => {
    setError(null);
    setShowCodeHint(false);
    setUsername('');
    setCode('');
    setPoints('merge');
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  /** After signIn applied the new session to the caches. */
  const succeeded = (result: SignInResponse) => {
    const name = [result.user.firstName, result.user.lastName].filter(Boolean).join(' ') || result.user.username || '';
    const parts = [t('signIn.welcome', { name })];
    if (result.guestPoints) parts.push(t(`signIn.points.${result.guestPoints.action}`, { coins: result.guestPoints.coins, xp: result.guestPoints.xp }));
    if (typeof result.recoveryCodesRemaining === 'number') parts.push(t('signIn.codesLeft', { count: result.recoveryCodesRemaining }));
    const description = parts.join(' ');
    toast({ title: t('signIn.successTitle'), description });
    announce(`${t('signIn.successTitle')}. ${description}`);
    reset();
    onClose();
  };

  const withPasskey = async () => {
    setBusy('passkey');
    setError(null);
    try {
      succeeded(await signIn.withPasskey(guestPoints));
    } catch (err) {
      setError(authErrorMessage(t, err, 'errors.signInFailed'));
      // Cancelled, unknown or unsupported: the recovery code is the way in; point there.
      setShowCodeHint(err instanceof PasskeyPromptError || (err as { code?: string }).code === 'SIGNIN_FAILED');
    } finally {
      setBusy(null);
    }
  };

  const withCode = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !username.trim() || !code.trim()) return;
    setBusy('code');
    setError(null);
    setShowCodeHint(false);
    try {
      succeeded(await signIn.withRecoveryCode({ username: username.trim(), code: code.trim(), guestPoints }));
    } catch (err) {
      setError(authErrorMessage(t, err, 'errors.signInFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={introId} fullWidth maxWidth="xs" scroll="body">
      <DialogTitle id={titleId}>{t('signIn.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {t('signIn.intro')}
        </DialogContentText>

        {hasPoints && (
          <FormControl component="fieldset" sx={{ mb: 2 }} disabled={busy !== null}>
            <FormLabel component="legend">{t('signIn.points.question', { coins: current.totalCoins, xp: current.currentXP })}</FormLabel>
            <RadioGroup value={points} onChange={(e) => setPoints(e.target.value as GuestPointsChoice)} name="guestPoints" aria-describedby={mergeNoteId}>
              <FormControlLabel value="merge" control={<Radio />} label={t('signIn.points.mergeOption')} />
              <FormControlLabel value="donate" control={<Radio />} label={t('signIn.points.donateOption')} />
            </RadioGroup>
            <FormHelperText id={mergeNoteId}>{t('signIn.points.mergeNote')}</FormHelperText>
          </FormControl>
        )}

        {error && (
          <Alert severity="error" role="alert" id={errorId} sx={{ mb: 2 }}>
            {error}
            {showCodeHint && <Box sx={{ mt: 0.5 }}>{t('signIn.useCodeHint')}</Box>}
          </Alert>
        )}

        {supported ? (
          <Button
            fullWidth
            variant="contained"
            size="large"
            startIcon={<FingerprintIcon aria-hidden />}
            onClick={() => void withPasskey()}
            disabled={busy !== null}
          >
            {busy === 'passkey' ? t('signIn.passkeyPending') : t('signIn.passkey')}
          </Button>
        ) : (
          <Alert severity="info">{t('signIn.unsupported')}</Alert>
        )}

        <Divider sx={{ my: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('signIn.or')}
          </Typography>
        </Divider>

        <Box component="form" onSubmit={(e) => void withCode(e)} noValidate aria-label={t('signIn.codeForm')}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('signIn.codeHeading')}
          </Typography>
          <TextField
            fullWidth
            margin="dense"
            label={t('signIn.username')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            autoFocus={!supported}
            disabled={busy !== null}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 60 } }}
          />
          <TextField
            fullWidth
            margin="dense"
            label={t('signIn.code')}
            helperText={t('signIn.codeHelper')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            disabled={busy !== null}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 40 } }}
          />
          <Button type="submit" fullWidth variant="outlined" sx={{ mt: 1 }} disabled={busy !== null || !username.trim() || !code.trim()}>
            {busy === 'code' ? t('signIn.codePending') : t('signIn.codeSubmit')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy !== null}>
          {t('signIn.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
