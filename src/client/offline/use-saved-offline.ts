import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../accessibility/announcer';
import { toast } from '../toasts/toast-store';
import { ensureOfflineTexts, OFFLINE_NS } from './texts';

/** Tells the person that a submission was kept on the device: 'Saved on this device. It will be sent when you are back online.' */
export function useSavedOffline(): () => void {
  const { i18n } = useTranslation();
  ensureOfflineTexts(i18n);
  const { t } = useTranslation(OFFLINE_NS);
  return useCallback(() => {
    toast({ title: t('savedTitle'), description: t('saved') });
    announce(t('saved'));
  }, [t]);
}
