import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PhotoAnalysisState } from './api/use-photo-analysis';
import { useSpotTexts } from './spot-texts';

const REASON_KEYS = { no_api_key: 'analysis.noKey', unreachable: 'analysis.unreachable', cancelled: 'analysis.cancelled' } as const;

/**
 * Issue 24: what the AI's first look at the photo gives. While it looks: a progress bar with a
 * button to stop it (the report can be sent meanwhile); then how many tags it suggests (the tagging
 * shows them), or in small text why there are none.
 */
export function PhotoAnalysisStatus({ state, onCancel }: { state: PhotoAnalysisState; onCancel: () => void }) {
  useSpotTexts();
  const { t } = useTranslation('reports');
  if (state.status === 'idle') return null;
  if (state.status === 'looking') {
    return (
      <Stack spacing={1} role="status" aria-live="polite">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2">{t('analysis.looking')}</Typography>
          <Button size="small" onClick={onCancel} sx={{ minHeight: 44 }}>
            {t('analysis.cancel')}
          </Button>
        </Stack>
        <LinearProgress aria-label={t('analysis.looking')} />
      </Stack>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <Typography variant="caption" color="text.secondary" role="status">
        {t(REASON_KEYS[state.reason])}
      </Typography>
    );
  }
  const count = state.result.suggestions.length;
  return (
    <Stack spacing={1} role="status">
      <Typography variant="caption" color="text.secondary">
        {count > 0 ? t('analysis.found', { count }) : t('analysis.none')}
      </Typography>
      {state.result.analysis?.hazardous && <Alert severity="warning">{t('analysis.hazardous')}</Alert>}
    </Stack>
  );
}
