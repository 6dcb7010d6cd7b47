import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';
import { privacyContactProblem } from '../../../shared/privacy-contact';

export interface ConsentSettings {
  /** The controller of personal data and how to reach them (one line; names an email address or an http(s) URL). Unset: the privacy policy says no contact is configured. */
  privacyContact: string | undefined;
}

export const CONSENT_SETTINGS: ServiceIdentifier<ConsentSettings> = Symbol.for('consent.settings');

export const consentSettings: ModuleSettings<ConsentSettings> = {
  vars: ['PRIVACY_CONTACT'],
  token: CONSENT_SETTINGS,
  parse({ read, problem }) {
    const privacyContact = read('PRIVACY_CONTACT');
    const contactProblem = privacyContact === undefined ? null : privacyContactProblem(privacyContact);
    if (contactProblem) {
      problem(`PRIVACY_CONTACT ${contactProblem}, e.g. "Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org"; got "${privacyContact}"`);
    }
    return { privacyContact };
  },
};
