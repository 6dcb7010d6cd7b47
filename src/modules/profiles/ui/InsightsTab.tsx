import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AVATAR_EVERY_LEVELS, type LevelProgression } from '../../../shared/levels';
import { ELEMENT_INFO, ELEMENTS, type Element } from '../../../shared/zodiac';
import type { CurrentUserDto } from '../../guest/contract';
import { levelProgressionQuery } from './api/use-level-progression';

function isElement(v: string | null): v is Element {
  return !!v && (ELEMENTS as readonly string[]).includes(v);
}

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

export function AstroInsights({ sign, element }: { sign: string | null; element: string | null }) {
  const { t } = useTranslation('profiles');
  if (!sign || !isElement(element)) return <Typography color="text.secondary">{t('insights.noAstro')}</Typography>;
  const info = ELEMENT_INFO[element];
  const signName = sign === 'Unknown' ? t('elements.champion') : t(`signs.${sign}`, { defaultValue: sign });
  const list = (key: 'traits' | 'idealTasks') => {
    const translated = t(`elements.${element}.${key}`, { returnObjects: true });
    return Array.isArray(translated) ? (translated as string[]) : [...info[key]];
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{ width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', fontSize: 26, bgcolor: info.colour }}
        >
          {info.icon}
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{t('overview.sign', { sign: signName, element: t(`elements.${element}.name`) })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`elements.${element}.description`, { defaultValue: info.description })}
          </Typography>
        </Box>
      </Box>
      <Section title={t('insights.traits')}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {list('traits').map((trait) => (
            <Chip key={trait} label={trait} variant="outlined" sx={{ borderColor: info.colour }} />
          ))}
        </Box>
      </Section>
      <Section title={t('insights.motivation')}>
        <Typography>{t(`elements.${element}.motivation`, { sign: signName })}</Typography>
      </Section>
      <Section title={t('insights.idealTasks')}>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {list('idealTasks').map((task) => (
            <li key={task}>
              <Typography>{task}</Typography>
            </li>
          ))}
        </Box>
      </Section>
      <Section title={t('insights.environmentalFocus')}>
        <Typography>{t(`elements.${element}.environmentalFocus`, { defaultValue: info.environmentalFocus })}</Typography>
      </Section>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The insights tab: level progression (GET level-progression) and astrological insights. */
export function InsightsTab({ user }: { user: CurrentUserDto }) {
  const { t } = useTranslation('profiles');
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
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('insights.astroTitle')}
          </Typography>
          <AstroInsights sign={user.astrologicalSign} element={user.element} />
        </CardContent>
      </Card>
    </Box>
  );
}
