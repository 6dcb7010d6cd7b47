import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { HAZARDS, NOT_FOR_VOLUNTEERS_HAZARDS, REPORT_SIZES, type Hazard, type ReportSize } from '../../tasks/contract';
import { useSpotTexts } from './spot-texts';

export interface SpotDetailsProps {
  size: ReportSize | null;
  onSizeChange: (size: ReportSize | null) => void;
  hazards: Hazard[];
  onHazardsChange: (hazards: Hazard[]) => void;
  disabled?: boolean;
}

/**
 * Issue 24: how much litter (a bag, a wheelbarrow, a car load; pressing the chosen one again clears
 * it) and the hazards at the spot, both optional. Naming sharps, chemicals or asbestos tells the
 * reporter that volunteers will not take the spot.
 */
export function SpotDetails({ size, onSizeChange, hazards, onHazardsChange, disabled = false }: SpotDetailsProps) {
  useSpotTexts();
  const { t } = useTranslation('reports');
  const sizeLabel = useId();
  const toggle = (h: Hazard, on: boolean) => onHazardsChange(on ? HAZARDS.filter((x) => x === h || hazards.includes(x)) : hazards.filter((x) => x !== h));
  const notForVolunteers = hazards.some((h) => NOT_FOR_VOLUNTEERS_HAZARDS.includes(h));
  return (
    <Stack spacing={2}>
      <Box>
        <FormLabel id={sizeLabel} sx={{ display: 'block', mb: 1 }}>
          {t('spot.sizeLabel')}
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          value={size}
          onChange={(_e, next: ReportSize | null) => onSizeChange(next)}
          aria-labelledby={sizeLabel}
          disabled={disabled}
          size="small"
          sx={{ flexWrap: 'wrap' }}
        >
          {REPORT_SIZES.map((s) => (
            <ToggleButton
              key={s}
              value={s}
              sx={{
                minHeight: 44,
                textTransform: 'none',
                color: 'text.primary',
                '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
              }}
            >
              {t(`spot.size.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend">{t('spot.hazardsLabel')}</FormLabel>
        <FormGroup row>
          {HAZARDS.map((h) => (
            <FormControlLabel
              key={h}
              control={<Checkbox checked={hazards.includes(h)} onChange={(e) => toggle(h, e.target.checked)} name="hazards" value={h} />}
              label={t(`spot.hazard.${h}`)}
              sx={{ minHeight: 44 }}
            />
          ))}
        </FormGroup>
      </FormControl>
      {notForVolunteers && (
        <Alert severity="warning" role="status">
          {t('spot.notForVolunteers')}
        </Alert>
      )}
    </Stack>
  );
}
