import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { levelProgression, tierForLevel, XP_PER_LEVEL } from '../../../shared/levels';
import type { AchievementDto } from '../../gamification/contract';
import type { CurrentUserDto } from '../../guest/contract';
import { UserAvatar } from './UserAvatar';

export const RECENT_ACHIEVEMENTS = 4;

/** Earned achievements, newest first, at most four (spec 2). */
export function recentAchievements(list: AchievementDto[] | undefined): AchievementDto[] {
  return (list ?? [])
    .filter((a) => a.earned)
    .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''))
    .slice(0, RECENT_ACHIEVEMENTS);
}

type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

export interface ProfileOverviewProps {
  user: CurrentUserDto;
  displayName: string;
  rank: Loadable<number | null>;
  achievements: Loadable<AchievementDto[]>;
  onChooseName?: () => void;
  children?: ReactNode;
}

/** The profile tab: avatar, name, username, rank, level, coins, tasks, XP out of 1000, rating out of 5, recent achievements. */
export function ProfileOverview({ user, displayName, rank, achievements, onChooseName, children }: ProfileOverviewProps) {
  const { t, i18n } = useTranslation('profiles');
  const number = new Intl.NumberFormat(i18n.language);
  const progress = levelProgression(user.currentXP);
  const tier = tierForLevel(user.level);
  const recent = achievements.status === 'ready' ? recentAchievements(achievements.data) : [];
  const rating = Math.max(0, Math.min(5, user.rating ?? 0));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <UserAvatar user={user} name={displayName} size="xl" alt={t('overview.avatarAlt', { name: displayName })} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {displayName}
            </Typography>
            {user.username && (
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('overview.username', { username: user.username })}
              </Typography>
            )}
            {user.championName ? (
              <Typography sx={{ mt: 0.5 }}>{t('overview.championName', { name: user.championName })}</Typography>
            ) : (
              <Box sx={{ mt: 0.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  {t('overview.noChampionName')}
                </Typography>
                {onChooseName && (
                  <Button size="small" onClick={onChooseName}>
                    {t('overview.chooseName')}
                  </Button>
                )}
              </Box>
            )}
            {user.astrologicalSign && user.element && (
              <Chip
                size="small"
                sx={{ mt: 1 }}
                label={t('overview.sign', { sign: t(`astro:signs.${user.astrologicalSign}`, { defaultValue: user.astrologicalSign }), element: t(`astro:elements.${user.element}.name`, { defaultValue: user.element }) })}
              />
            )}
          </Box>
        </CardContent>
      </Card>

      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        <Stat label={t('overview.rank')}>
          {rank.status === 'loading' ? (
            <Skeleton width={48} />
          ) : rank.status === 'ready' && rank.data != null ? (
            t('overview.rankValue', { rank: rank.data })
          ) : (
            t('overview.unranked')
          )}
        </Stat>
        <Stat label={t('overview.level')}>
          {t('overview.levelValue', { level: user.level })}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('overview.tier', { tier: t(`gamification:tiers.${tier.id}`, { defaultValue: tier.name }) })}
          </Typography>
        </Stat>
        <Stat label={t('overview.coins')}>{number.format(user.totalCoins)}</Stat>
        <Stat label={t('overview.tasks')}>{number.format(user.tasksCompleted)}</Stat>
      </Box>

      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {t('overview.xp')}
            </Typography>
            <Typography>{t('overview.xpValue', { xp: number.format(progress.xpIntoLevel), max: number.format(XP_PER_LEVEL) })}</Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={(progress.xpIntoLevel / XP_PER_LEVEL) * 100}
            aria-label={t('overview.xpBar')}
            aria-valuetext={t('overview.xpValue', { xp: progress.xpIntoLevel, max: XP_PER_LEVEL })}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {t('overview.rating')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Rating value={rating} precision={0.5} readOnly size="small" aria-hidden />
              <Typography>{t('overview.ratingValue', { rating: number.format(rating) })}</Typography>
            </Box>
          </Box>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('overview.achievements')}
          </Typography>
          {achievements.status === 'loading' && <Skeleton variant="rounded" height={96} />}
          {achievements.status === 'error' && <Alert severity="warning">{t('overview.achievementsError')}</Alert>}
          {achievements.status === 'ready' && recent.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('overview.noAchievements')}
            </Typography>
          )}
          {recent.length > 0 && (
            <List dense disablePadding>
              {recent.map((a) => (
                <ListItem key={a.id} disableGutters>
                  <ListItemIcon sx={{ minWidth: 40, fontSize: 24 }}>
                    <span aria-hidden>{a.icon}</span>
                  </ListItemIcon>
                  <ListItemText
                    primary={t(`gamification:achievements.${a.id}.title`, { defaultValue: a.title })}
                    secondary={t(`gamification:achievements.${a.id}.description`, { defaultValue: a.description })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      {children}
    </Box>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ p: 1.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.125rem' }}>
        {children}
      </Typography>
    </Card>
  );
}
