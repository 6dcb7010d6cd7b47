import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NameSuggestion } from '../../astro/contract';

/**
 * One suggested champion name with its origin, meaning and element connection, as both the names tab
 * and the champion-name dialog list them. `heading` makes the name a heading (the tab's cards); in the
 * dialog it is part of a radio button's label, where a heading does not belong.
 */
export function ChampionNameDetails({ suggestion, heading = false }: { suggestion: NameSuggestion; heading?: boolean }) {
  const { t } = useTranslation('profiles');
  return (
    <Box>
      <Typography component={heading ? 'h3' : 'p'} sx={{ fontWeight: 700 }}>
        {suggestion.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('nameDialog.origin', { origin: suggestion.origin })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('nameDialog.meaning', { meaning: suggestion.meaning })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('nameDialog.elementConnection', { connection: suggestion.elementConnection })}
      </Typography>
    </Box>
  );
}
