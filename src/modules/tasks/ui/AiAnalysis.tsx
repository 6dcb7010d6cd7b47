import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningIcon from '@mui/icons-material/Warning';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { AiAnalysis as AiAnalysisDto } from '../contract';

/** The report's optional AI analysis: item count, tools needed, hazardous or not, confidence. */
export function AiAnalysis({ analysis }: { analysis: AiAnalysisDto }) {
  const { t } = useTranslation('tasks');
  const confidence = Math.round((analysis.confidence <= 1 ? analysis.confidence * 100 : analysis.confidence) || 0);
  return (
    <Box component="section" aria-labelledby="task-ai-heading" sx={{ bgcolor: 'grey.50', borderRadius: 2, p: 1.5, border: 1, borderColor: 'divider' }}>
      <Typography id="task-ai-heading" component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('sheet.aiAnalysis')}
      </Typography>
      <Stack spacing={0.75}>
        <Typography variant="body2">
          {t('sheet.items', { count: analysis.items.length })}
          {analysis.items.length > 0 && `: ${analysis.items.join(', ')}`}
        </Typography>
        <Typography variant="body2">{analysis.toolsNeeded.length > 0 ? t('sheet.tools', { tools: analysis.toolsNeeded.join(', ') }) : t('sheet.noTools')}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {analysis.hazardous ? (
            <Chip size="small" color="error" icon={<WarningIcon aria-hidden />} label={t('sheet.hazardous')} />
          ) : (
            <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon aria-hidden />} label={t('sheet.notHazardous')} />
          )}
          <Chip size="small" variant="outlined" label={t('sheet.confidence', { percent: confidence })} />
        </Stack>
      </Stack>
    </Box>
  );
}
