import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChallengeDto } from '../contract';
import { areaText, formatNumber, periodText } from './format';
import { useChallengesTexts } from './texts';

const STATUS_COLOUR = { active: 'primary', upcoming: 'info', completed: 'success', ended: 'default' } as const;

/** The status, period, area, team and the viewer's part of a challenge. */
export function ChallengeFacts({ challenge: c }: { challenge: ChallengeDto }) {
  const { t, i18n } = useChallengesTexts();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" color={STATUS_COLOUR[c.status]} label={t(`status.${c.status}`)} />
        <Chip size="small" variant="outlined" label={c.team ? t('team', { name: c.team.name }) : t('everyone')} />
      </Stack>
      <Typography variant="body2">{periodText(t, c, i18n.language)}</Typography>
      <Typography variant="body2">{areaText(t, c, i18n.language)}</Typography>
      {c.mine !== null && <Typography variant="body2">{t('mine', { count: c.mine, formatted: formatNumber(c.mine, i18n.language) })}</Typography>}
      {!c.counted && (
        <Typography variant="body2" color="warning.main">
          {t('notCounted')}
        </Typography>
      )}
    </Stack>
  );
}
