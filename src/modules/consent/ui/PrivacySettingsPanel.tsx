import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../client/hooks';
import { toast } from '../../../client/toasts/toast-store';
import { OPTIONAL_CATEGORY_IDS, type ConsentCategoryId, type ConsentDecisions, type RecordResponse } from '../contract';
import {
  invalidateConsentQueries,
  sendConsentRecord,
  sendConsentWithdrawal,
  useConsentCategories,
  useConsentProof,
  useConsentStatus,
  useSessionUserId,
  useTransparencyReport,
} from './api/use-consent';
import { consentRecordsFor } from './consent-records';
import { consentSaved } from './consent-slice';
import { PrivacySettingsPanelView } from './PrivacySettingsPanelView';
import type { PrivacyPanelSlotProps } from './slots';

/** The slot's props (the data-rights 'Export data' button, owned by the account module, and the heading level), and the policy link. */
export interface PrivacySettingsPanelProps extends PrivacyPanelSlotProps {
  /** Link to the Privacy Policy in the data rights section (default on). */
  showPolicyLink?: boolean;
}

type Change = { kind: 'record'; decisions: Pick<ConsentDecisions, 'analytics' | 'performance'>; source: 'preferences' | 'renewal' } | { kind: 'withdraw'; categoryIds: ConsentCategoryId[] };

/**
 * The privacy settings panel for the session's user (the profile's privacy tab mounts this; so does
 * /privacy). Server state through react-query; every change is also written to the local records
 * (gdpr-consent, privacy-choice). Toasts (spec 8): 'Preferences updated', 'Consent withdrawn',
 * 'Update failed', 'Withdrawal failed'.
 */
export function PrivacySettingsPanel({ exportDataButton, dataControls, showPolicyLink, headingLevel }: PrivacySettingsPanelProps) {
  const { t } = useTranslation('consent');
  const userId = useSessionUserId();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [historyRequested, setHistoryRequested] = useState(false);

  const status = useConsentStatus(userId);
  const categories = useConsentCategories(userId);
  const report = useTransparencyReport(userId);
  const proof = useConsentProof(userId, historyRequested);

  const change = useMutation({
    mutationFn: async (c: Change): Promise<RecordResponse> => {
      if (!userId) throw new Error('No session');
      if (c.kind === 'withdraw') return sendConsentWithdrawal(userId, c.categoryIds, 'preferences');
      return sendConsentRecord(userId, c.decisions, c.source);
    },
    onSuccess: (res, c) => {
      const { analytics, performance } = res.consentStatus.consents;
      const rejected = c.kind === 'withdraw' && !analytics && !performance;
      dispatch(consentSaved(consentRecordsFor({ analytics, performance }, { rejected })));
      toast({ title: c.kind === 'withdraw' ? t('toasts.withdrawn') : t('toasts.updated') });
    },
    onError: (_err, c) => {
      if (c.kind === 'withdraw') toast({ title: t('toasts.withdrawFailed.title'), description: t('toasts.withdrawFailed.description'), variant: 'destructive' });
      else toast({ title: t('toasts.updateFailed.title'), description: t('toasts.updateFailed.description'), variant: 'destructive' });
    },
    onSettled: () => invalidateConsentQueries(queryClient),
  });

  const current = status.data?.consentStatus.consents;
  const onToggle = (categoryId: ConsentCategoryId, consented: boolean) => {
    if (!current) return;
    if (consented) change.mutate({ kind: 'record', decisions: { analytics: current.analytics, performance: current.performance, [categoryId]: true }, source: 'preferences' });
    else change.mutate({ kind: 'withdraw', categoryIds: [categoryId] });
  };

  return (
    <PrivacySettingsPanelView
      status={status.data?.consentStatus ?? null}
      categories={categories.data?.categories ?? null}
      report={report.data?.report ?? null}
      proof={proof.data?.proof ?? null}
      historyError={proof.isError}
      error={status.isError || categories.isError || report.isError}
      onRetry={() => void invalidateConsentQueries(queryClient)}
      noSession={!userId}
      busy={change.isPending}
      onToggle={onToggle}
      onWithdrawAll={() => change.mutate({ kind: 'withdraw', categoryIds: [...OPTIONAL_CATEGORY_IDS] })}
      onRenew={() => current && change.mutate({ kind: 'record', decisions: { analytics: current.analytics, performance: current.performance }, source: 'renewal' })}
      onOpenHistory={() => (historyRequested ? void proof.refetch() : setHistoryRequested(true))}
      exportDataButton={exportDataButton}
      dataControls={dataControls}
      showPolicyLink={showPolicyLink}
      headingLevel={headingLevel}
    />
  );
}

export default PrivacySettingsPanel;
