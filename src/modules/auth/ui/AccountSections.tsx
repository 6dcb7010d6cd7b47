import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../../client/module-slots';
import { useCurrentUser } from '../../../client/session/current-user';
import { Section, Loading } from './account-section';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import { SessionsSection } from './SessionsSection';

/**
 * The auth module's part of Account Settings (the `accountSettingsSections` slot): passkeys, recovery
 * codes, active sessions and 'Sign out everywhere'. Guests are told to create a profile first.
 */
export default function AccountSections({ headingLevel = 2 }: SlotProps<'accountSettingsSections'>) {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (user.isLoading) return <Loading label={t('settings.loading')} />;
  if (user.isGuest) {
    return (
      <Section title={t('settings.guest.title')} description={t('settings.guest.body')} headingLevel={headingLevel}>
        {null}
      </Section>
    );
  }
  return (
    <>
      <PasskeysSection headingLevel={headingLevel} onCodes={setCodes} />
      <RecoveryCodesSection headingLevel={headingLevel} onCodes={setCodes} />
      <SessionsSection headingLevel={headingLevel} />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </>
  );
}
