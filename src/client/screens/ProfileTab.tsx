import Button from '@mui/material/Button';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ScreenPlaceholder } from '../shell/ScreenPlaceholder';

export default function ProfileTab() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder title={t('screens.profile.title')} body={t('screens.profile.body')}>
      <Button component={RouterLink} to="/accessibility" startIcon={<AccessibilityNewIcon aria-hidden />} sx={{ mt: 2 }}>
        {t('screens.profile.accessibility')}
      </Button>
    </ScreenPlaceholder>
  );
}
