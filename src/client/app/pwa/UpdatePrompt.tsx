import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { NS } from './pwa-texts';

export interface UpdatePromptProps {
  open: boolean;
  /** Let the new version take over; the page reloads once it controls the page. */
  onReload: () => void;
  /** Keep this version for now (the new one takes over when every tab of the app is closed). */
  onLater: () => void;
}

/**
 * 'New version available' with 'Reload' and 'Later', at the top of the screen (clear of the toasts
 * and the bottom navigation). It never hides by itself and never takes the focus: nothing reloads
 * without the person asking.
 */
export function UpdatePrompt({ open, onReload, onLater }: UpdatePromptProps) {
  const { t } = useTranslation(NS);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 'calc(72px + env(safe-area-inset-top))', sm: 'calc(72px + env(safe-area-inset-top))' } }}
      message={t('update.message')}
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onLater}>
            {t('update.later')}
          </Button>
          <Button variant="contained" color="primary" size="small" onClick={onReload}>
            {t('update.reload')}
          </Button>
        </>
      }
    />
  );
}
