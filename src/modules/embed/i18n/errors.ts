import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The embed module's error texts (http/error-texts.ts). */
export const embedErrorTexts = {
  PARTNER_NOT_FOUND: { en: 'No such partner.', de: 'Diesen Partner gibt es nicht.', nl: 'Deze partner bestaat niet.' },
  API_KEY_NOT_FOUND: { en: 'This partner has no API key.', de: 'Dieser Partner hat keinen API-Schlüssel.', nl: 'Deze partner heeft geen API-sleutel.' },
  PARTNER_MEMBER_NOT_FOUND: { en: 'This person does not belong to this partner.', de: 'Diese Person gehört nicht zu diesem Partner.', nl: 'Deze persoon hoort niet bij deze partner.' },
  'USER_NOT_FOUND.partnerMember': { en: 'No registered person with this username.', de: 'Es gibt keine registrierte Person mit diesem Benutzernamen.', nl: 'Er is geen geregistreerde persoon met deze gebruikersnaam.' },
} as const satisfies ErrorTextCatalogue;
