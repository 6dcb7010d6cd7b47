import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tierForLevel } from '../../../shared/levels';

export interface LevelUpDialogProps {
  open: boolean;
  /** The level now reached. */
  level: number;
  /** Level-up bonus coins credited (the sum when several levels were reached at once). */
  bonusCoins: number;
  onContinue(): void;
}

/** Spec 4, Level-up: the new level, its tier and the bonus. (The enhanced avatar comes with profiles.) */
export function LevelUpDialog({ open, level, bonusCoins, onContinue }: LevelUpDialogProps) {
  const { t } = useTranslation('gamification');
  const tier = tierForLevel(level);
  return (
    <Dialog open={open} onClose={onContinue} aria-labelledby="level-up-title" aria-describedby="level-up-body" maxWidth="xs" fullWidth>
      <DialogTitle id="level-up-title" sx={{ textAlign: 'center' }}>
        {t('levelUp.title')}
      </DialogTitle>
      <DialogContent id="level-up-body" sx={{ textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{ mx: 'auto', mb: 2, width: 88, height: 88, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          <Typography component="span" variant="h4" sx={{ fontWeight: 700 }}>
            {level}
          </Typography>
        </Box>
        <Typography variant="h6" component="p">
          {t('levelUp.reached', { level })}
        </Typography>
        <Typography color="text.secondary">{t('levelUp.tier', { tier: t(`tiers.${tier.id}`) })}</Typography>
        {bonusCoins > 0 && (
          <Typography sx={{ mt: 1, fontWeight: 600 }} color="success.main">
            {t('levelUp.bonus', { coins: bonusCoins })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={onContinue} autoFocus>
          {t('levelUp.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
