import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BadgeIcon from '@mui/icons-material/Badge';
import PsychologyIcon from '@mui/icons-material/Psychology';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useTranslation } from 'react-i18next';

const BENEFITS = [
  { key: 'createProfile.benefitAvatar', Icon: AutoAwesomeIcon },
  { key: 'createProfile.benefitNames', Icon: BadgeIcon },
  { key: 'createProfile.benefitLevels', Icon: TrendingUpIcon },
  { key: 'createProfile.benefitInsights', Icon: PsychologyIcon },
] as const;

/**
 * 'Complete Your Profile': what a profile brings. The form itself (names, gender, date of birth)
 * arrives with the profile feature; until then Create Profile is disabled and says why.
 */
export function CreateProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const noteId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('createProfile.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{t('createProfile.intro')}</Typography>
        <List dense>
          {BENEFITS.map(({ key, Icon }) => (
            <ListItem key={key} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(key)} />
            </ListItem>
          ))}
        </List>
        <Alert severity="info" id={noteId}>
          {t('createProfile.unavailable')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('createProfile.cancel')}</Button>
        <Button variant="contained" disabled aria-describedby={noteId}>
          {t('createProfile.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
