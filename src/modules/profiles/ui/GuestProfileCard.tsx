import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../client/session/current-user';
import { levelProgression, XP_PER_LEVEL } from '../../../shared/levels';

/** Hours and minutes left until `expiresAt` (0 when past). */
export function timeLeft(expiresAt: Date | null, now: Date): { hours: number; minutes: number } | null {
  if (!expiresAt) return null;
  const ms = Math.max(0, expiresAt.getTime() - now.getTime());
  const minutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export interface GuestProfileCardProps {
  user: CurrentUser;
  onCreateProfile: () => void;
  now?: Date;
}

/** Spec 2 guest variant: 'Guest User', level, coins, tasks, session time left, the donation note; Create Profile and View Guest Profile. */
export function GuestProfileCard({ user, onCreateProfile, now }: GuestProfileCardProps) {
  const { t, i18n } = useTranslation('profiles');
  const number = new Intl.NumberFormat(i18n.language);
  const [details, setDetails] = useState(false);
  const left = timeLeft(user.sessionExpiresAt, now ?? new Date());
  const progress = levelProgression(user.currentXP);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar sx={{ width: 64, height: 64, bgcolor: 'secondary.dark', color: '#fff' }}>
            <PersonIcon aria-hidden fontSize="large" />
          </Avatar>
          <Box>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {t('guest.title')}
            </Typography>
            <Typography color="text.secondary">{t('guest.level', { level: user.level })}</Typography>
          </Box>
        </Box>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          <li>{t('guest.coins', { count: user.totalCoins })}</li>
          <li>{t('guest.tasks', { count: user.tasksCompleted })}</li>
          <li>{left ? (left.hours + left.minutes > 0 ? t('guest.timeLeft', left) : t('guest.expired')) : t('guest.sessionLength')}</li>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('guest.donation')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<PersonAddIcon aria-hidden />} onClick={onCreateProfile}>
            {t('guest.createProfile')}
          </Button>
          <Button variant="outlined" onClick={() => setDetails((d) => !d)} aria-expanded={details} aria-controls="guest-profile-details">
            {details ? t('guest.hideGuestProfile') : t('guest.viewGuestProfile')}
          </Button>
        </Box>
        <Collapse in={details} id="guest-profile-details">
          <Box sx={{ pt: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {t('guest.details')}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{t('overview.xpValue', { xp: number.format(progress.xpIntoLevel), max: number.format(XP_PER_LEVEL) })}</Typography>
            <LinearProgress
              variant="determinate"
              value={(progress.xpIntoLevel / XP_PER_LEVEL) * 100}
              aria-label={t('overview.xpBar')}
              sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('overview.username', { username: user.username })}
            </Typography>
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
