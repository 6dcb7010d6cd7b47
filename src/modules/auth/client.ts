import type { ClientModule } from '../../client/module';
import en from './i18n/en.json';
import de from './i18n/de.json';

/**
 * auth module, client side: the 'Sign in' dialog the header's profile menu opens for guests, the
 * passkey step after 'Complete Your Profile' (with the one-time recovery codes), and the passkeys,
 * recovery codes and sessions sections of Account Settings, each offered through a slot.
 */
export const authClient: ClientModule = {
  id: 'auth',
  slots: {
    signInDialog: () => import('./ui/SignInDialog'),
    passkeySetup: () => import('./ui/PasskeySetup'),
    accountSettingsSections: () => import('./ui/AccountSections'),
  },
  i18n: { ns: 'auth', resources: { en, de } },
};
