import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../shell/ScreenPlaceholder';

export default function TasksTab() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('screens.tasks.title')} body={t('screens.tasks.body')} />;
}
