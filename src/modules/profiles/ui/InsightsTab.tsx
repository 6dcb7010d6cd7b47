import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useModuleSlot } from '../../../client/module-slots';
import { AVATAR_EVERY_LEVELS, type LevelProgression } from '../../../shared/levels';
import type { CurrentUserDto } from '../../guest/contract';
import { levelProgressionQuery } from './api/use-level-progression';

/** The next level at which the avatar evolves (a multiple of 3 above the current level). */
export function nextEvolutionLevel(level: number): number {
  return (Math.floor(level / AVATAR_EVERY_LEVELS) + 1) * AVATAR_EVERY_LEVELS;
}

export function LevelProgressionCard({ progression }: { progression: LevelProgression }) {
  const { t, i18n } = useTranslation('profiles');
  const number = new Intl.NumberFormat(i18n.language);
  const reward = progression.nextLevelReward;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{t('overview.levelValue', { level: progression.currentLevel })}</Typography>
        <Chip size="small" label={t('overview.tier', { tier: t(`gamification:tiers.${progression.tier}`, { defaultValue: progression.tierName }) })} />
      </Box>
      <LinearProgress
        variant="determinate"
        value={progression.progressPercentage}
        aria-label={t('overview.xpBar')}
        sx={{ height: 10, borderRadius: 5, my: 1.5 }}
      />
      {progression.isMaxLevel ? (
        <Typography>{t('insights.maxLevel')}</Typography>
      ) : (
        <>
          <Typography>{t('insights.progress', { percent: number.format(progression.progressPercentage), next: progression.currentLevel + 1 })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('insights.xpNeeded', { xp: number.format(progression.xpNeededForNext) })}
          </Typography>
        </>
      )}
      {reward && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('insights.nextReward', { reward: reward.newAvatar ? t('insights.rewardAvatar') : t('insights.rewardCoins', { coins: number.format(reward.coins) }) })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('insights.evolution', { level: nextEvolutionLevel(progression.currentLevel) })}
      </Typography>
    </Box>
  );
}

/**
 * The insights tab: level progression (GET level-progression) and the astro module's astrological
 * insights (its `astroInsights` slot; left out where no module offers it).
 */
export function InsightsTab({ user }: { user: CurrentUserDto }) {
  const { t } = useTranslation('profiles');
  const AstroInsights = useModuleSlot('astroInsights');
  const progression = useQuery(levelProgressionQuery(user.id));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('insights.levelTitle')}
          </Typography>
          {progression.isPending && <Skeleton variant="rounded" height={96} aria-label={t('screen.loading')} />}
          {progression.isError && <Alert severity="warning">{t('insights.levelError')}</Alert>}
          {progression.data && <LevelProgressionCard progression={progression.data} />}
        </CardContent>
      </Card>
      {AstroInsights && (
        <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label={t('screen.loading')} />}>
          <AstroInsights sign={user.astrologicalSign} element={user.element} />
        </Suspense>
      )}
    </Box>
  );
}
