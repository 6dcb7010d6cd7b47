import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../shell/ScreenPlaceholder';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('screens.privacy.title')} body={t('screens.privacy.body')} />;
}
