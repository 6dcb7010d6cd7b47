import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { NavTab } from '../../module';
import { tabForPath } from '../shell/BottomNav';
import { NS } from './pwa-texts';
import { useOnline } from './use-online';

/**
 * While the app cannot reach its server (useOnline), a short banner above the bottom navigation:
 * 'You are offline.' and what works offline on the tab shown (texts `offline.tab.<tab value>`, else
 * a general line).
 */
export function OfflineBanner({ tabs, probe }: { tabs: readonly NavTab[]; probe?: () => Promise<boolean> }) {
  const online = useOnline(probe);
  const { pathname } = useLocation();
  const { t } = useTranslation(NS);
  if (online) return null;
  const tab = tabForPath(pathname, tabs);
  const hint = t(tab ? [`offline.tab.${tab}`, 'offline.general'] : 'offline.general');
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      data-testid="offline-banner"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 'calc(56px + env(safe-area-inset-bottom))',
        zIndex: (theme) => theme.zIndex.appBar,
        borderRadius: 0,
        py: 0.25,
      }}
    >
      <strong>{t('offline.title')}</strong> {hint}
    </Alert>
  );
}
