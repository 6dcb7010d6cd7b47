import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { WhatChanged } from './WhatChanged';

export type SimpleChoice = 'rejectAll' | 'essentialOnly' | 'acceptAll';

export interface SimpleConsentBannerProps {
  onChoose: (choice: SimpleChoice) => void;
  /** Switches to the full banner with per-category toggles; the link is left out without it. */
  onMoreOptions?: () => void;
  /** The stored choice was given under an older privacy policy: say what changed. */
  policyUpdated?: boolean;
}

/** Spec 2 and 4: the simpler privacy banner (Reject All, Essential Only, Accept All); it stores the choice and closes. */
export function SimpleConsentBanner({ onChoose, onMoreOptions, policyUpdated = false }: SimpleConsentBannerProps) {
  const { t } = useTranslation('consent');
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} elevation={12} sx={{ p: 2, borderRadius: { xs: 0, sm: 3 } }}>
      <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        {t('simpleBanner.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('simpleBanner.body')}{' '}
        <Link component={RouterLink} to="/privacy" underline="always" sx={{ fontWeight: 600 }}>
          {t('banner.privacyLink')}
        </Link>
      </Typography>
      {policyUpdated && <WhatChanged />}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        <Button variant="outlined" onClick={() => onChoose('rejectAll')}>
          {t('simpleBanner.rejectAll')}
        </Button>
        <Button variant="outlined" onClick={() => onChoose('essentialOnly')}>
          {t('simpleBanner.essentialOnly')}
        </Button>
        <Button variant="contained" onClick={() => onChoose('acceptAll')}>
          {t('simpleBanner.acceptAll')}
        </Button>
      </Box>
      {onMoreOptions && (
        <Button variant="text" size="small" onClick={onMoreOptions} sx={{ mt: 1, ml: -1 }}>
          {t('simpleBanner.moreOptions')}
        </Button>
      )}
    </Paper>
  );
}
