import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ChallengeDto } from '../contract';
import { progressText } from './format';
import { useChallengesTexts } from './texts';

/**
 * A challenge's progress: a bar whose role is progressbar, valued in the challenge's own unit
 * (aria-valuenow 312, aria-valuemax 500, aria-valuetext '312 of 500 items'), with the text shown beside it.
 */
export function ChallengeProgress({ challenge }: { challenge: Pick<ChallengeDto, 'title' | 'metric' | 'progress' | 'target' | 'percent' | 'status'> }) {
  const { t, i18n } = useChallengesTexts();
  const text = progressText(t, challenge, i18n.language);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={challenge.percent}
        color={challenge.status === 'completed' ? 'success' : 'primary'}
        aria-label={t('progress.label', { title: challenge.title })}
        aria-valuemin={0}
        aria-valuemax={challenge.target}
        aria-valuenow={Math.min(challenge.progress, challenge.target)}
        aria-valuetext={text}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }} aria-hidden>
        {text} · {challenge.percent}%
      </Typography>
    </Box>
  );
}
