import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { dismissToast, type ToastItem } from '../../toasts/toast-store';

export interface ToastListProps {
  toasts: ToastItem[];
  closeLabel: string;
}

/** The toasts themselves (MUI Snackbar and Alert): a lazy chunk that Toasts loads with the first toast or when idle. */
export function ToastList({ toasts, closeLabel }: ToastListProps) {
  return toasts.map((item) => <ToastView key={item.id} item={item} closeLabel={closeLabel} />);
}

function ToastView({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const destructive = item.variant === 'destructive';
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dismissToast(item.id);
  };
  return (
    <Snackbar
      open={item.open}
      autoHideDuration={item.duration}
      onClose={onClose}
      anchorOrigin={wide ? { vertical: 'bottom', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'center' }}
      sx={{
        bottom: { xs: 'calc(76px + env(safe-area-inset-bottom))', sm: 'calc(76px + env(safe-area-inset-bottom))' },
        width: { xs: 'calc(100% - 16px)', md: '100%' },
        maxWidth: { md: 420 },
      }}
    >
      <Alert
        onClose={() => dismissToast(item.id)}
        severity={destructive ? 'error' : 'success'}
        variant="filled"
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        closeText={closeLabel}
        sx={{ width: '100%', alignItems: 'flex-start', boxShadow: 6 }}
      >
        {item.title && <AlertTitle sx={{ fontWeight: 700 }}>{item.title}</AlertTitle>}
        {item.description}
      </Alert>
    </Snackbar>
  );
}
