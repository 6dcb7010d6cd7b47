import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ELEMENT_INFO, ELEMENTS, type Element } from '../contract';
import type { AstroInsightsSlotProps } from './slots';
import { useAstroInsightsTexts } from './texts';

function isElement(v: string | null): v is Element {
  return !!v && (ELEMENTS as readonly string[]).includes(v);
}

/** The sign and element with their traits, motivation, ideal tasks and environmental focus (spec 3). */
export function AstroInsights({ sign, element }: AstroInsightsSlotProps) {
  const { t } = useAstroInsightsTexts();
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
          <Typography sx={{ fontWeight: 700 }}>{t('insights.sign', { sign: signName, element: t(`elements.${element}.name`) })}</Typography>
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
