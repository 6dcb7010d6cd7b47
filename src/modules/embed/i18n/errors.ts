import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The embed module's error texts (http/error-texts.ts). */
export const embedErrorTexts = {
  PARTNER_NOT_FOUND: { en: 'No such partner.', de: 'Diesen Partner gibt es nicht.', pl: 'Ten partner nie istnieje.' },
  API_KEY_NOT_FOUND: { en: 'This partner has no API key.', de: 'Dieser Partner hat keinen API-Schlüssel.', pl: 'Ten partner nie ma klucza API.' },
  PARTNER_MEMBER_NOT_FOUND: { en: 'This person does not belong to this partner.', de: 'Diese Person gehört nicht zu diesem Partner.', pl: 'Ta osoba nie należy do tego partnera.' },
  'USER_NOT_FOUND.partnerMember': { en: 'No registered person with this username.', de: 'Es gibt keine registrierte Person mit diesem Benutzernamen.', pl: 'Nie ma zarejestrowanej osoby o tej nazwie użytkownika.' },
} as const satisfies ErrorTextCatalogue;
