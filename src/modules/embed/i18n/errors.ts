import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The embed module's error texts (http/error-texts.ts). */
export const embedErrorTexts = {
  PARTNER_NOT_FOUND: { en: 'No such partner.', de: 'Diesen Partner gibt es nicht.', fr: "Ce partenaire n'existe pas.", es: 'Este socio no existe.', it: 'Questo partner non esiste.', nl: 'Deze partner bestaat niet.', pl: 'Ten partner nie istnieje.', ar: 'لا يوجد شريك كهذا.' },
  API_KEY_NOT_FOUND: { en: 'This partner has no API key.', de: 'Dieser Partner hat keinen API-Schlüssel.', fr: "Ce partenaire n'a pas de clé d'API.", es: 'Este socio no tiene clave de API.', it: 'Questo partner non ha una chiave API.', nl: 'Deze partner heeft geen API-sleutel.', pl: 'Ten partner nie ma klucza API.', ar: 'ليس لهذا الشريك مفتاح API.' },
  PARTNER_MEMBER_NOT_FOUND: { en: 'This person does not belong to this partner.', de: 'Diese Person gehört nicht zu diesem Partner.', fr: "Cette personne n'appartient pas à ce partenaire.", es: 'Esta persona no pertenece a este socio.', it: 'Questa persona non appartiene a questo partner.', nl: 'Deze persoon hoort niet bij deze partner.', pl: 'Ta osoba nie należy do tego partnera.', ar: 'هذا الشخص لا ينتمي إلى هذا الشريك.' },
  'USER_NOT_FOUND.partnerMember': { en: 'No registered person with this username.', de: 'Es gibt keine registrierte Person mit diesem Benutzernamen.', fr: "Aucune personne inscrite n'a ce nom d'utilisateur.", es: 'No hay ninguna persona registrada con este nombre de usuario.', it: 'Non esiste una persona registrata con questo nome utente.', nl: 'Er is geen geregistreerde persoon met deze gebruikersnaam.', pl: 'Nie ma zarejestrowanej osoby o tej nazwie użytkownika.', ar: 'لا يوجد شخص مسجَّل باسم المستخدم هذا.' },
} as const satisfies ErrorTextCatalogue;
