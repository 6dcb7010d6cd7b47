import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ScreenPlaceholder } from '../shell/ScreenPlaceholder';

/** Reached from the profile; its back action goes to /profile. */
export default function AccessibilityPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('screens.accessibility.title')}
      body={t('screens.accessibility.body')}
      before={
        <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 1, ml: -1 }}>
          {t('screens.accessibility.back')}
        </Button>
      }
    />
  );
}
