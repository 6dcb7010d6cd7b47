import type { ServerModule } from '../../server/module';
import { CONSENT_API } from './contract';
import { CONSENT_REPO, CONSENT_SERVICE, consentContainerModule } from './server/container';
import { consentPersonalData } from './server/personal-data';
import { consentRouter } from './server/routes';
import { CONSENT_SETTINGS, consentSettings } from './server/settings';
import { consentErrorTexts } from './i18n/errors';

/** consent: categories, the append-only consent history, status, proof, transparency report. Needs the guest module's sessions. */
export const consentModule: ServerModule = {
  id: 'consent',
  errorTexts: consentErrorTexts,
  settings: consentSettings,
  containerModule: consentContainerModule,
  apiTokens: [CONSENT_API],
  // The Privacy Policy page names the controller (PRIVACY_CONTACT); null: the operator has not set it.
  clientConfig: (c) => ({ privacyContact: c.get(CONSENT_SETTINGS).privacyContact ?? null }),
  createRouter: (c) => consentRouter(c.get(CONSENT_SERVICE)),
  personalData: (c) => consentPersonalData(c.get(CONSENT_REPO)),
};
