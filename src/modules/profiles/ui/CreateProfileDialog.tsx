import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
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
import type { CreateProfileDialogProps } from '../../../client/module';
import { CreateProfileForm } from './CreateProfileForm';
import { useCreateProfile } from './use-create-profile';

const BENEFITS = [
  { key: 'avatar', Icon: AutoAwesomeIcon },
  { key: 'names', Icon: BadgeIcon },
  { key: 'levels', Icon: TrendingUpIcon },
  { key: 'insights', Icon: PsychologyIcon },
] as const;

export interface ProfileDialogProps extends CreateProfileDialogProps {
  /** "Today" for the age rule (tests, stories). */
  today?: Date;
}

/** 'Complete Your Profile' (spec 2): the four benefits and the create-profile form. */
export default function CreateProfileDialog({ open, onClose, today }: ProfileDialogProps) {
  const { t } = useTranslation('profiles');
  const titleId = useId();
  const submit = useCreateProfile({ today, onCreated: onClose });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
      <DialogTitle id={titleId}>{t('createProfile.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{t('createProfile.intro')}</Typography>
        <List dense>
          {BENEFITS.map(({ key, Icon }) => (
            <ListItem key={key} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(`createProfile.benefits.${key}`)} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('createProfile.keepsProgress')}
        </Typography>
        <CreateProfileForm onSubmit={submit} onCancel={onClose} today={today} />
      </DialogContent>
    </Dialog>
  );
}
