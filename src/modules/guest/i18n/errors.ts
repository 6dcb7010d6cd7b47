import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_MESSAGES as M } from '../schemas';

/** The guest module's error texts (http/error-texts.ts): create-profile errors and its form's field messages. */
export const guestErrorTexts = {
  UNDER_AGE: { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.', pl: 'Aby korzystać z tej aplikacji, musisz mieć co najmniej 13 lat.' },
  'UNDER_AGE.title': { en: M.ageTitle, de: 'Altersvoraussetzung', pl: 'Wymagany wiek' },
  USERNAME_TAKEN: { en: M.usernameTaken, de: 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.', pl: 'Ta nazwa użytkownika jest już zajęta. Wybierz inną.' },
  PROFILE_EXISTS: { en: M.alreadyRegistered, de: 'Dieses Konto hat bereits ein Profil.', pl: 'To konto ma już profil.' },
  'VALIDATION_FAILED.missing': { en: M.missing, de: 'Bitte fülle alle Pflichtfelder aus.', pl: 'Wypełnij wszystkie wymagane pola.' },
  'VALIDATION_FAILED.underAge': { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.', pl: 'Aby korzystać z tej aplikacji, musisz mieć co najmniej 13 lat.' },
  'VALIDATION_FAILED.usernameFormat': { en: M.usernameFormat, de: 'Benutzernamen bestehen aus 3 bis 30 Buchstaben, Ziffern, Punkten, Bindestrichen oder Unterstrichen.', pl: 'Nazwa użytkownika ma od 3 do 30 liter, cyfr, kropek, myślników lub podkreśleń.' },
  'VALIDATION_FAILED.invalidDate': { en: M.invalidDate, de: 'Bitte wähle ein gültiges Geburtsdatum.', pl: 'Wybierz prawidłową datę urodzenia.' },
  'VALIDATION_FAILED.firstNameMax': { en: 'First name must be at most 50 characters', de: 'Der Vorname darf höchstens 50 Zeichen lang sein', pl: 'Imię może mieć najwyżej 50 znaków' },
  'VALIDATION_FAILED.lastNameMax': { en: 'Last name must be at most 50 characters', de: 'Der Nachname darf höchstens 50 Zeichen lang sein', pl: 'Nazwisko może mieć najwyżej 50 znaków' },
  'VALIDATION_FAILED.gender': { en: 'Gender must be Male, Female or Diverse', de: 'Das Geschlecht muss Männlich, Weiblich oder Divers sein', pl: 'Płeć musi mieć wartość Mężczyzna, Kobieta lub Inna' },
  'VALIDATION_FAILED.noBody': { en: 'This request takes no body', de: 'Diese Anfrage nimmt keinen Inhalt an', pl: 'To żądanie nie przyjmuje treści' },
} as const satisfies ErrorTextCatalogue;
