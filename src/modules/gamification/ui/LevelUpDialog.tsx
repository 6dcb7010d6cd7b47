import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tierForLevel } from '../../../shared/levels';
import type { LevelUpAvatarState } from './api/use-avatar';

export interface LevelUpDialogProps {
  open: boolean;
  /** The level now reached. */
  level: number;
  /** Level-up bonus coins credited (the sum when several levels were reached at once). */
  bonusCoins: number;
  onContinue(): void;
  /** The enhanced avatar generated when the level reaches a multiple of 3 (null or absent otherwise). */
  avatar?: Pick<LevelUpAvatarState, 'status' | 'progress' | 'avatarUrl' | 'isFallback' | 'retry' | 'skip'> | null;
}

/**
 * Spec 4, Level-up: the new level, its tier and the bonus, and at every third level the enhanced
 * avatar being generated (progress; retry and skip on failure; Continue at any time).
 */
export function LevelUpDialog({ open, level, bonusCoins, onContinue, avatar }: LevelUpDialogProps) {
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
        {avatar && avatar.status !== 'skipped' && <AvatarSection avatar={avatar} />}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        {avatar && (avatar.status === 'failed' || avatar.status === 'generating') && (
          <Button onClick={avatar.skip}>{t('levelUp.skip')}</Button>
        )}
        {avatar?.status === 'failed' && (
          <Button variant="outlined" onClick={avatar.retry}>
            {t('levelUp.retry')}
          </Button>
        )}
        <Button variant="contained" onClick={onContinue} autoFocus>
          {t('levelUp.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AvatarSection({ avatar }: { avatar: NonNullable<LevelUpDialogProps['avatar']> }) {
  const { t } = useTranslation('gamification');
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1, justifyItems: 'center' }} aria-live="polite">
      <Typography sx={{ fontWeight: 600 }}>{t('levelUp.avatarTitle')}</Typography>
      {avatar.status === 'generating' && (
        <Box sx={{ width: '100%' }}>
          <Typography variant="body2">{t('levelUp.avatarGenerating')}</Typography>
          <LinearProgress variant="determinate" value={avatar.progress} aria-label={t('levelUp.avatarProgress')} sx={{ mt: 1, height: 8, borderRadius: 4 }} />
        </Box>
      )}
      {avatar.status === 'done' && (
        <>
          {avatar.avatarUrl && (
            <Box component="img" src={avatar.avatarUrl} alt={t('levelUp.avatarAlt')} sx={{ width: 120, height: 120, borderRadius: 2, objectFit: 'cover' }} />
          )}
          <Typography color="success.main" sx={{ fontWeight: 700 }}>
            {t('levelUp.avatarDone')}
          </Typography>
          {avatar.isFallback && (
            <Typography variant="body2" color="text.secondary">
              {t('levelUp.avatarFallback')}
            </Typography>
          )}
        </>
      )}
      {avatar.status === 'failed' && (
        <Alert severity="warning" sx={{ textAlign: 'left', width: '100%' }}>
          {t('levelUp.avatarFailed')}
        </Alert>
      )}
    </Box>
  );
}
