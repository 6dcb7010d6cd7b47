import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../shell/ScreenPlaceholder';

export default function MapTab() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('screens.map.title')} body={t('screens.map.body')} />;
}
