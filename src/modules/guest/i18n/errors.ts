import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_MESSAGES as M } from '../schemas';

/** The guest module's error texts (http/error-texts.ts): create-profile errors and its form's field messages. */
export const guestErrorTexts = {
  UNDER_AGE: { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.', it: 'Devi avere almeno 13 anni per usare questa app.' },
  'UNDER_AGE.title': { en: M.ageTitle, de: 'Altersvoraussetzung', it: 'Requisito di età' },
  USERNAME_TAKEN: { en: M.usernameTaken, de: 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.', it: 'Questo nome utente è già in uso. Scegline un altro.' },
  PROFILE_EXISTS: { en: M.alreadyRegistered, de: 'Dieses Konto hat bereits ein Profil.', it: 'Questo account ha già un profilo.' },
  'VALIDATION_FAILED.missing': { en: M.missing, de: 'Bitte fülle alle Pflichtfelder aus.', it: 'Compila tutti i campi obbligatori.' },
  'VALIDATION_FAILED.underAge': { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.', it: 'Devi avere almeno 13 anni per usare questa app.' },
  'VALIDATION_FAILED.usernameFormat': { en: M.usernameFormat, de: 'Benutzernamen bestehen aus 3 bis 30 Buchstaben, Ziffern, Punkten, Bindestrichen oder Unterstrichen.', it: 'I nomi utente hanno da 3 a 30 lettere, numeri, punti, trattini o trattini bassi.' },
  'VALIDATION_FAILED.invalidDate': { en: M.invalidDate, de: 'Bitte wähle ein gültiges Geburtsdatum.', it: 'Scegli una data di nascita valida.' },
  'VALIDATION_FAILED.firstNameMax': { en: 'First name must be at most 50 characters', de: 'Der Vorname darf höchstens 50 Zeichen lang sein', it: 'Il nome può avere al massimo 50 caratteri' },
  'VALIDATION_FAILED.lastNameMax': { en: 'Last name must be at most 50 characters', de: 'Der Nachname darf höchstens 50 Zeichen lang sein', it: 'Il cognome può avere al massimo 50 caratteri' },
  'VALIDATION_FAILED.gender': { en: 'Gender must be Male, Female or Diverse', de: 'Das Geschlecht muss Männlich, Weiblich oder Divers sein', it: 'Il genere deve essere Maschile, Femminile o Non binario' },
  'VALIDATION_FAILED.noBody': { en: 'This request takes no body', de: 'Diese Anfrage nimmt keinen Inhalt an', it: 'Questa richiesta non accetta un corpo' },
} as const satisfies ErrorTextCatalogue;
