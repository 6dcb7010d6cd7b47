import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The embed module's error texts (http/error-texts.ts). */
export const embedErrorTexts = {
  PARTNER_NOT_FOUND: { en: 'No such partner.', de: 'Diesen Partner gibt es nicht.', ar: 'لا يوجد شريك كهذا.' },
  API_KEY_NOT_FOUND: { en: 'This partner has no API key.', de: 'Dieser Partner hat keinen API-Schlüssel.', ar: 'ليس لهذا الشريك مفتاح API.' },
  PARTNER_MEMBER_NOT_FOUND: { en: 'This person does not belong to this partner.', de: 'Diese Person gehört nicht zu diesem Partner.', ar: 'هذا الشخص لا ينتمي إلى هذا الشريك.' },
  'USER_NOT_FOUND.partnerMember': { en: 'No registered person with this username.', de: 'Es gibt keine registrierte Person mit diesem Benutzernamen.', ar: 'لا يوجد شخص مسجَّل باسم المستخدم هذا.' },
} as const satisfies ErrorTextCatalogue;
