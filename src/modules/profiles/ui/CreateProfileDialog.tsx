import { Suspense, useEffect, useId, useState } from 'react';
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
import { useModuleSlot, type SlotProps } from '../../../client/module-slots';
import { CreateProfileForm } from './CreateProfileForm';
import { setSetupStepOpen } from './setup-step';
import { useCreateProfile } from './api/use-profile';

const BENEFITS = [
  { key: 'avatar', Icon: AutoAwesomeIcon },
  { key: 'names', Icon: BadgeIcon },
  { key: 'levels', Icon: TrendingUpIcon },
  { key: 'insights', Icon: PsychologyIcon },
] as const;

/** The shell's createProfileDialog slot (open, onClose), and "today" for the age rule (tests, stories). */
export type ProfileDialogProps = SlotProps<'createProfileDialog'> & { today?: Date };

/**
 * 'Complete Your Profile' (spec 2): the four benefits and the create-profile form. When a module
 * offers the `passkeySetup` slot (auth), its step follows a successful creation in the same dialog.
 */
export default function CreateProfileDialog({ open, onClose, today }: ProfileDialogProps) {
  const { t } = useTranslation('profiles');
  const titleId = useId();
  const PasskeySetup = useModuleSlot('passkeySetup');
  const [step, setStep] = useState<'form' | 'passkey'>('form');
  const finish = () => {
    setStep('form');
    onClose();
  };
  const submit = useCreateProfile({ today, onCreated: () => (PasskeySetup ? setStep('passkey') : onClose()) });
  const inPasskeyStep = step === 'passkey' && Boolean(PasskeySetup);
  useEffect(() => {
    setSetupStepOpen(inPasskeyStep);
    return () => setSetupStepOpen(false);
  }, [inPasskeyStep]);
  if (inPasskeyStep && PasskeySetup) {
    return (
      <Dialog open={open} onClose={finish} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
        <Suspense fallback={<DialogTitle id={titleId}>{t('createProfile.title')}</DialogTitle>}>
          <PasskeySetup titleId={titleId} onDone={finish} />
        </Suspense>
      </Dialog>
    );
  }
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
