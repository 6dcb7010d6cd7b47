import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { AstroInsights } from './AstroInsights';
import type { AstroInsightsSlotProps } from './slots';
import { useAstroInsightsTexts } from './texts';

/** The insights tab's astrological part (the `astroInsights` slot): a card with its title. */
export default function AstroInsightsCard({ sign, element }: AstroInsightsSlotProps) {
  const { t } = useAstroInsightsTexts();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('insights.astroTitle')}
        </Typography>
        <AstroInsights sign={sign} element={element} />
      </CardContent>
    </Card>
  );
}
