import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OptionalChoices } from './consent-slice';
import { WhatChanged } from './WhatChanged';

export type BannerDecision = 'acceptAll' | 'acceptSelected' | 'rejectOptional';

export interface ConsentBannerProps {
  /** Called with the choices to store; rejected is true for Reject Optional. */
  onSave: (choices: OptionalChoices, decision: BannerDecision) => void;
  /** Hides the banner without saving (it returns on the next load). */
  onClose: () => void;
  /** Initial state of the optional toggles (Manage Preferences). */
  initial?: OptionalChoices;
  /** Open with the per-category toggles shown. */
  defaultManaging?: boolean;
  /** The stored choice was given under an older privacy policy: say what changed. */
  policyUpdated?: boolean;
}

/**
 * Spec 2 and 4, Consent banner: Accept All, Manage Preferences (reveals per-category toggles, the
 * essential one locked on), Accept Selected, Reject Optional, and a close button that saves nothing.
 * Presentational: the caller stores the choice (see ConsentBanners).
 */
export function ConsentBanner({ onSave, onClose, initial = { analytics: false, performance: false }, defaultManaging = false, policyUpdated = false }: ConsentBannerProps) {
  const { t } = useTranslation('consent');
  const [managing, setManaging] = useState(defaultManaging);
  const [choices, setChoices] = useState<OptionalChoices>(initial);
  const titleId = useId();
  const prefsId = useId();
  const toggle = (key: keyof OptionalChoices) => (_: unknown, checked: boolean) => setChoices((c) => ({ ...c, [key]: checked }));
  return (
    <Paper component="section" aria-labelledby={titleId} elevation={12} sx={{ p: 2, pr: 6, position: 'relative', borderRadius: { xs: 0, sm: 3 } }}>
      <IconButton aria-label={t('banner.close')} onClick={onClose} size="small" sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        {t('banner.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('banner.body')}{' '}
        <Link component={RouterLink} to="/privacy" underline="always" sx={{ fontWeight: 600 }}>
          {t('banner.privacyLink')}
        </Link>
      </Typography>
      {policyUpdated && <WhatChanged />}
      <Collapse in={managing} unmountOnExit>
        <FormGroup id={prefsId} aria-label={t('banner.preferencesLabel')} role="group" sx={{ mb: 1 }}>
          <FormControlLabel
            control={<Switch checked disabled />}
            label={`${t('categories.essential.name')} (${t('banner.alwaysOn')})`}
          />
          <FormControlLabel control={<Switch checked={choices.analytics} onChange={toggle('analytics')} />} label={t('categories.analytics.name')} />
          <FormControlLabel control={<Switch checked={choices.performance} onChange={toggle('performance')} />} label={t('categories.performance.name')} />
        </FormGroup>
      </Collapse>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => onSave({ analytics: true, performance: true }, 'acceptAll')}>
          {t('banner.acceptAll')}
        </Button>
        {managing ? (
          <Button variant="contained" color="secondary" onClick={() => onSave(choices, 'acceptSelected')}>
            {t('banner.acceptSelected')}
          </Button>
        ) : null}
        <Button variant="outlined" onClick={() => onSave({ analytics: false, performance: false }, 'rejectOptional')}>
          {t('banner.rejectOptional')}
        </Button>
        <Button variant="text" aria-expanded={managing} aria-controls={managing ? prefsId : undefined} onClick={() => setManaging((m) => !m)}>
          {t('banner.managePreferences')}
        </Button>
      </Box>
    </Paper>
  );
}
