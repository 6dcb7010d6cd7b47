import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { CONSENT_VERSION } from '../contract';

/**
 * Why someone who chose under an older privacy policy is asked again (issue 33): what the policy in
 * force (CONSENT_VERSION) changed. Shown in the consent banners and the privacy settings' status.
 */
export function WhatChanged() {
  const { t } = useTranslation('consent');
  return (
    <Alert severity="info" role="note" data-testid="consent-what-changed" sx={{ mb: 1 }}>
      <AlertTitle component="h3" sx={{ fontSize: '1rem' }}>
        {t('whatChanged.title')}
      </AlertTitle>
      {t('whatChanged.body', { version: CONSENT_VERSION })}
    </Alert>
  );
}
