import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ValidationDto } from '../contract';
import { flagLabel, formatImpact, formatRiskPercent, RISK_COLOUR_THRESHOLD, translateMessage } from './format';
import { useActionsTexts } from './texts';

export interface ValidationResultsCardProps {
  validation: ValidationDto;
}

/** Spec 2: the Validation Results card, valid and invalid variants. */
export function ValidationResultsCard({ validation }: ValidationResultsCardProps) {
  const { t, i18n } = useActionsTexts();
  const low = validation.riskScore < RISK_COLOUR_THRESHOLD;
  return (
    <Card component="section" aria-labelledby="validation-results-title" variant="outlined">
      <CardContent>
        <Typography id="validation-results-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('validation.title')}
        </Typography>
        <div role="status" aria-live="polite">
          {validation.isValid ? (
            <Stack spacing={2}>
              <Alert severity="success">{t('validation.valid', { potentialXP: validation.potentialXP, potentialCoins: validation.potentialCoins })}</Alert>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t('validation.impact')}
                </Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid="impact">
                  {t('validation.impactValue', { value: formatImpact(validation.estimatedImpact, i18n.language) })}
                </Typography>
              </Box>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t('validation.risk')}
                </Typography>
                <Typography
                  data-testid="risk"
                  data-level={low ? 'low' : 'elevated'}
                  sx={{ fontWeight: 700, color: low ? 'success.main' : 'warning.main' }}
                >
                  {t('validation.riskValue', { value: formatRiskPercent(validation.riskScore, i18n.language) })}
                </Typography>
              </Box>
              {validation.flags.length > 0 && (
                <Box>
                  <Typography variant="body2" color="text.secondary" id="validation-flags">
                    {t('validation.flags')}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5, listStyle: 'none', p: 0, m: 0 }} component="ul" aria-labelledby="validation-flags">
                    {validation.flags.map((flag) => (
                      <li key={flag}>
                        <Chip size="small" variant="outlined" label={flagLabel(t, flag)} />
                      </li>
                    ))}
                  </Stack>
                </Box>
              )}
            </Stack>
          ) : (
            <Stack spacing={1.5}>
              <Alert severity="error">{t('validation.invalid')}</Alert>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {validation.errors.map((message) => (
                  <li key={message}>
                    <Typography color="error.main">{translateMessage(t, message)}</Typography>
                  </li>
                ))}
              </Box>
            </Stack>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
