import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../client/session/current-user';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

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
