import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';

export interface SuccessDialogProps {
  open: boolean;
  /** Shown when the photo was held for review (spec: photo.status 'held'). */
  heldMessage?: string | null;
  /** Another text than the report's (a confirmation of someone else's spot, issue 23). */
  body?: string | null;
  onContinue: () => void;
  /** Called after the closing transition, when focus can move on. */
  onExited?: () => void;
}

/** 'Success!' with Continue (which resets the form). Focus starts on Continue. */
export function SuccessDialog({ open, heldMessage, body, onContinue, onExited }: SuccessDialogProps) {
  const { t } = useTranslation('reports');
  return (
    <Dialog
      open={open}
      onClose={onContinue}
      aria-labelledby="report-success-title"
      aria-describedby="report-success-body"
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="report-success-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" aria-hidden />
        {t('success.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="report-success-body">{body || t('success.body')}</DialogContentText>
        {heldMessage && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {heldMessage}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onContinue} autoFocus>
          {t('success.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface FailureDialogProps {
  open: boolean;
  message: string;
  onCancel: () => void;
  onRetry: () => void;
}

/** 'Upload Failed' with the server's message (or the fallback), Cancel and Try Again. */
export function FailureDialog({ open, message, onCancel, onRetry }: FailureDialogProps) {
  const { t } = useTranslation('reports');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="report-failure-title" aria-describedby="report-failure-body" role="alertdialog">
      <DialogTitle id="report-failure-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineIcon color="error" aria-hidden />
        {t('failure.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="report-failure-body">{message}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {t('failure.kept')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('failure.cancel')}</Button>
        <Button variant="contained" onClick={onRetry} autoFocus>
          {t('failure.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
