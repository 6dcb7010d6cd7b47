import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The embed module's error texts (http/error-texts.ts). */
export const embedErrorTexts = {
  PARTNER_NOT_FOUND: { en: 'No such partner.', de: 'Diesen Partner gibt es nicht.' },
  API_KEY_NOT_FOUND: { en: 'This partner has no API key.', de: 'Dieser Partner hat keinen API-Schlüssel.' },
} as const satisfies ErrorTextCatalogue;
