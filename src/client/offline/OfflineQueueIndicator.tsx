import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import OfflineQueuePanel from './OfflineQueuePanel';
import { ensureOfflineTexts, OFFLINE_NS } from './texts';
import { useOfflineItems, useOfflineSender } from './use-offline-queue';
import { useQueuedPhotoUrl } from './use-queued-photo';

/**
 * The shell's small 'Waiting for connection (n)' button (loaded lazily after the first screen, so
 * the first route carries none of the queue): shown while the person has items on this device,
 * with the newest photo; it opens the waiting list. It also runs the page's sender, so what waited
 * since the last visit goes out at start.
 */
export default function OfflineQueueIndicator() {
  const { i18n } = useTranslation();
  ensureOfflineTexts(i18n);
  const { t } = useTranslation(OFFLINE_NS);
  useOfflineSender();
  const { items } = useOfflineItems();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const newest = items && items.length > 0 ? items[items.length - 1]! : null;
  const thumb = useQueuedPhotoUrl(newest);
  const count = items?.length ?? 0;
  // The list was emptied from inside the dialog (sent or discarded): close it.
  if (open && count === 0) setOpen(false);

  return (
    <>
      {count > 0 && (
        // Above the bottom navigation and the offline banner (PwaLayer) that sits on it.
        <Box sx={{ position: 'fixed', right: 12, bottom: 'calc(132px + env(safe-area-inset-bottom))', zIndex: (theme) => theme.zIndex.appBar }}>
          <Button
            variant="contained"
            color="inherit"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            data-testid="offline-indicator"
            startIcon={
              thumb ? (
                <Box component="img" src={thumb} alt="" sx={{ width: 28, height: 28, borderRadius: 0.5, objectFit: 'cover' }} />
              ) : (
                <CloudOffIcon aria-hidden />
              )
            }
            sx={{ minHeight: 44, bgcolor: 'background.paper', color: 'text.primary', textTransform: 'none', boxShadow: 3 }}
          >
            {t('waiting', { count })}
          </Button>
        </Box>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('listTitle')}</DialogTitle>
        <DialogContent dividers>
          <OfflineQueuePanel headingLevel="h3" showEmpty />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
            {t('close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
