import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_MESSAGES as M } from '../schemas';

/** The guest module's error texts (http/error-texts.ts): create-profile errors and its form's field messages. */
export const guestErrorTexts = {
  UNDER_AGE: { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.' },
  'UNDER_AGE.title': { en: M.ageTitle, de: 'Altersvoraussetzung' },
  USERNAME_TAKEN: { en: M.usernameTaken, de: 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.' },
  PROFILE_EXISTS: { en: M.alreadyRegistered, de: 'Dieses Konto hat bereits ein Profil.' },
  'VALIDATION_FAILED.missing': { en: M.missing, de: 'Bitte fülle alle Pflichtfelder aus.' },
  'VALIDATION_FAILED.underAge': { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.' },
  'VALIDATION_FAILED.usernameFormat': { en: M.usernameFormat, de: 'Benutzernamen bestehen aus 3 bis 30 Buchstaben, Ziffern, Punkten, Bindestrichen oder Unterstrichen.' },
  'VALIDATION_FAILED.invalidDate': { en: M.invalidDate, de: 'Bitte wähle ein gültiges Geburtsdatum.' },
  'VALIDATION_FAILED.firstNameMax': { en: 'First name must be at most 50 characters', de: 'Der Vorname darf höchstens 50 Zeichen lang sein' },
  'VALIDATION_FAILED.lastNameMax': { en: 'Last name must be at most 50 characters', de: 'Der Nachname darf höchstens 50 Zeichen lang sein' },
  'VALIDATION_FAILED.gender': { en: 'Gender must be Male, Female or Diverse', de: 'Das Geschlecht muss Männlich, Weiblich oder Divers sein' },
  'VALIDATION_FAILED.noBody': { en: 'This request takes no body', de: 'Diese Anfrage nimmt keinen Inhalt an' },
} as const satisfies ErrorTextCatalogue;
