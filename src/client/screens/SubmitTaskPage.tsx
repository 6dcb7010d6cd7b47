import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../shell/ScreenPlaceholder';

export default function SubmitTaskPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('screens.submitTask.title')} subtitle={t('screens.submitTask.subtitle')} body={t('screens.submitTask.body')} />;
}
