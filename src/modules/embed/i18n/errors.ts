import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The embed module's error texts (http/error-texts.ts). */
export const embedErrorTexts = {
  PARTNER_NOT_FOUND: { en: 'No such partner.', de: 'Diesen Partner gibt es nicht.' },
} as const satisfies ErrorTextCatalogue;
