import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../shell/ScreenPlaceholder';

export default function ReportTab() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('screens.report.title')} subtitle={t('screens.report.subtitle')} body={t('screens.report.body')} />;
}
