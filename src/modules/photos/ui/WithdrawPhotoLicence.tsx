import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../client/toasts/toast-store';
import { useLicenceWithdrawal } from './api/use-licence-withdrawal';

/**
 * Issue 39: 'Withdraw the open licence of my photos', in the privacy settings (the consent module's
 * panel shows it under "Your data", through the photoLicenceWithdrawal slot). A dialog says what
 * happens before anything is sent: the exports and Open311 stop listing the photos within about an
 * hour, the photos stay visible inside CleanQuest, and copies already downloaded cannot be recalled.
 * While the call runs the dialog cannot be closed; a failure is shown in it (role alert), and the
 * button may be pressed again. The outcome is announced (role status) and toasted.
 */
export function WithdrawPhotoLicence() {
  const { t } = useTranslation('photos');
  const [open, setOpen] = useState(false);
  const withdrawal = useLicenceWithdrawal();
  const titleId = useId();
  const bodyId = useId();
  const busy = withdrawal.isPending;

  const close = () => {
    if (busy) return;
    setOpen(false);
    withdrawal.reset();
  };
  const confirm = () =>
    withdrawal.mutate(undefined, {
      onSuccess: (res) => {
        setOpen(false);
        toast({ title: t('licenceWithdrawal.doneTitle'), description: t('licenceWithdrawal.done', { count: res.withdrawn }) });
      },
    });
  const done = !open && withdrawal.isSuccess ? withdrawal.data : null;

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('licenceWithdrawal.intro')}
      </Typography>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('licenceWithdrawal.button')}
      </Button>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {done ? t('licenceWithdrawal.done', { count: done.withdrawn }) : ''}
      </Typography>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={bodyId}>
        <DialogTitle id={titleId}>{t('licenceWithdrawal.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Box id={bodyId}>
            <DialogContentText sx={{ mb: 1 }}>{t('licenceWithdrawal.confirmExports')}</DialogContentText>
            <DialogContentText sx={{ mb: 1 }}>{t('licenceWithdrawal.confirmApp')}</DialogContentText>
            <DialogContentText sx={{ mb: 1 }}>{t('licenceWithdrawal.confirmCopies')}</DialogContentText>
            <DialogContentText>{t('licenceWithdrawal.confirmLater')}</DialogContentText>
          </Box>
          {withdrawal.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t('licenceWithdrawal.failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('licenceWithdrawal.cancel')}
          </Button>
          <Button
            variant="contained"
            color="warning"
            onClick={confirm}
            disabled={busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? t('licenceWithdrawal.working') : t('licenceWithdrawal.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The photoLicenceWithdrawal slot (client.ts): the privacy settings mount it. */
export default WithdrawPhotoLicence;
