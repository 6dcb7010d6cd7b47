import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_MESSAGES as M } from '../schemas';

/** The guest module's error texts (http/error-texts.ts): create-profile errors and its form's field messages. */
export const guestErrorTexts = {
  UNDER_AGE: { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.', fr: 'Tu dois avoir au moins 13 ans pour utiliser cette appli.', es: 'Debes tener al menos 13 años para usar esta aplicación.' },
  'UNDER_AGE.title': { en: M.ageTitle, de: 'Altersvoraussetzung', fr: 'Âge minimum', es: 'Edad mínima' },
  USERNAME_TAKEN: { en: M.usernameTaken, de: 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.', fr: "Ce nom d'utilisateur est déjà pris. Choisis-en un autre.", es: 'Este nombre de usuario ya está ocupado. Elige otro.' },
  PROFILE_EXISTS: { en: M.alreadyRegistered, de: 'Dieses Konto hat bereits ein Profil.', fr: 'Ce compte a déjà un profil.', es: 'Esta cuenta ya tiene un perfil.' },
  'VALIDATION_FAILED.missing': { en: M.missing, de: 'Bitte fülle alle Pflichtfelder aus.', fr: 'Remplis tous les champs obligatoires.', es: 'Rellena todos los campos obligatorios.' },
  'VALIDATION_FAILED.underAge': { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.', fr: 'Tu dois avoir au moins 13 ans pour utiliser cette appli.', es: 'Debes tener al menos 13 años para usar esta aplicación.' },
  'VALIDATION_FAILED.usernameFormat': { en: M.usernameFormat, de: 'Benutzernamen bestehen aus 3 bis 30 Buchstaben, Ziffern, Punkten, Bindestrichen oder Unterstrichen.', fr: "Les noms d'utilisateur comptent de 3 à 30 lettres, chiffres, points, tirets ou tirets bas.", es: 'Los nombres de usuario tienen de 3 a 30 letras, números, puntos, guiones o guiones bajos.' },
  'VALIDATION_FAILED.invalidDate': { en: M.invalidDate, de: 'Bitte wähle ein gültiges Geburtsdatum.', fr: 'Choisis une date de naissance valide.', es: 'Elige una fecha de nacimiento real.' },
  'VALIDATION_FAILED.firstNameMax': { en: 'First name must be at most 50 characters', de: 'Der Vorname darf höchstens 50 Zeichen lang sein', fr: 'Le prénom doit compter 50 caractères au maximum', es: 'El nombre puede tener como máximo 50 caracteres' },
  'VALIDATION_FAILED.lastNameMax': { en: 'Last name must be at most 50 characters', de: 'Der Nachname darf höchstens 50 Zeichen lang sein', fr: 'Le nom doit compter 50 caractères au maximum', es: 'Los apellidos pueden tener como máximo 50 caracteres' },
  'VALIDATION_FAILED.gender': { en: 'Gender must be Male, Female or Diverse', de: 'Das Geschlecht muss Männlich, Weiblich oder Divers sein', fr: 'Le genre doit être Male, Female ou Diverse', es: 'El género debe ser Male, Female o Diverse' },
  'VALIDATION_FAILED.noBody': { en: 'This request takes no body', de: 'Diese Anfrage nimmt keinen Inhalt an', fr: "Cette requête n'accepte pas de contenu", es: 'Esta solicitud no admite contenido' },
} as const satisfies ErrorTextCatalogue;
