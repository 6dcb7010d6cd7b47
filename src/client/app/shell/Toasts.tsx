import { useTranslation } from 'react-i18next';
import { lazyComponent, useLazyComponent } from '../../lazy-component';
import type { ToastListProps } from './ToastList';
import { useToast } from '../../toasts/toast-store';

/**
 * The toasts' code (MUI Snackbar, Alert) is not part of the first screen: it is evaluated with the
 * first toast (the deferred start may have downloaded it before, prefetch-parts.ts). The toast store
 * is plain code in the entry, so a toast raised before the code has arrived is shown when it has.
 */
export const toastList = lazyComponent<ToastListProps>(() => import('./ToastList').then((m) => m.ToastList));

/**
 * Renders the toast list (at most one visible) above the bottom navigation; 420px wide on md+. The
 * live region is there from the start (also in the server's HTML), so screen readers announce what
 * appears in it.
 */
export function Toasts() {
  const { toasts } = useToast();
  const { t } = useTranslation();
  // The newest toast asks for the code; a later one tries again after a failed load.
  const ToastList = useLazyComponent(toastList, toasts[0]?.id);
  return (
    <div role="region" aria-label={t('toast.region')} aria-live="polite">
      {ToastList && <ToastList toasts={toasts} closeLabel={t('toast.close')} />}
    </div>
  );
}
