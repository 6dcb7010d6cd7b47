import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavTab } from '../../module';
import { OfflineBanner } from './OfflineBanner';
import { ensureTexts } from './pwa-texts';
import { registerServiceWorker, type RegisterDeps } from './register';
import { UpdatePrompt } from './UpdatePrompt';

export interface PwaLayerProps {
  tabs: readonly NavTab[];
  /** Stand-ins for the browser's service worker API (tests). */
  deps?: RegisterDeps;
  /** Whether the server answers (tests; default: GET /api/health/live). */
  probe?: () => Promise<boolean>;
}

/**
 * The installed app's part of the shell, loaded lazily after the page's load event (Shell.tsx), so it
 * adds nothing to the first route: registers the service worker, offers a waiting new version
 * ('New version available', UpdatePrompt) and says when the browser is offline (OfflineBanner).
 */
export default function PwaLayer({ tabs, deps, probe }: PwaLayerProps) {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(
    () =>
      registerServiceWorker((applyUpdate) => {
        setApply(() => applyUpdate);
        setDismissed(false);
      }, deps),
    [deps],
  );
  return (
    <>
      <OfflineBanner tabs={tabs} probe={probe} />
      <UpdatePrompt open={apply !== null && !dismissed} onReload={() => apply?.()} onLater={() => setDismissed(true)} />
    </>
  );
}
