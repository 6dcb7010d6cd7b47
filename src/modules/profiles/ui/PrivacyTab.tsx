import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useModuleSlot } from '../../../client/module-slots';

/**
 * The privacy tab: the consent module's privacy settings panel (through its slot), with the account
 * module's 'Export data' button and the photos module's licence withdrawal in it (also slots), else a link to /privacy; under it the links to
 * the legal pages (the legal module's `legalLinks` slot).
 */
export function PrivacyTab() {
  const { t } = useTranslation('profiles');
  const Panel = useModuleSlot('privacySettingsPanel');
  const ExportDataButton = useModuleSlot('exportDataButton');
  const LegalLinks = useModuleSlot('legalLinks');
  const LicenceWithdrawal = useModuleSlot('photoLicenceWithdrawal');
  if (Panel) {
    return (
      <Suspense
        fallback={
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('screen.loading')} />
          </Box>
        }
      >
        <Panel exportDataButton={ExportDataButton && <ExportDataButton />} dataControls={LicenceWithdrawal && <LicenceWithdrawal />} headingLevel={2} />
        {/* The legal pages and the open data page (the legal module's slot). */}
        {LegalLinks && <LegalLinks headingLevel={2} />}
      </Suspense>
    );
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6">
          {t('privacy.title')}
        </Typography>
        <Typography sx={{ my: 1 }}>{t('privacy.fallback')}</Typography>
        <Button component={RouterLink} to="/privacy" variant="outlined">
          {t('privacy.link')}
        </Button>
      </CardContent>
    </Card>
  );
}
