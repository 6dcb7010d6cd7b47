import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { CHALLENGE_MESSAGES as M } from '../schemas';

/** The messages the challenges service throws with (English; the texts below give their German). */
export const CHALLENGE_ERRORS = {
  notFound: 'No such challenge.',
  teamNotFound: 'No such team.',
  notAllowed: 'Only moderators, and team owners for their own team, can create challenges.',
  inPast: 'A challenge may start at most one day ago and must end in the future.',
  tooFarAhead: 'A challenge must start within the next year.',
} as const;

/** The challenges module's error texts (http/error-texts.ts): its codes and the create form's field messages. */
export const challengesErrorTexts = {
  CHALLENGE_NOT_FOUND: { en: CHALLENGE_ERRORS.notFound, de: 'Diese Challenge gibt es nicht.', fr: "Ce défi n'existe pas.", es: 'Este reto no existe.', it: 'Questa sfida non esiste.', nl: 'Deze uitdaging bestaat niet.' },
  CHALLENGE_TEAM_NOT_FOUND: { en: CHALLENGE_ERRORS.teamNotFound, de: 'Dieses Team gibt es nicht.', fr: "Cette équipe n'existe pas.", es: 'Este equipo no existe.', it: 'Questa squadra non esiste.', nl: 'Dit team bestaat niet.' },
  CHALLENGE_NOT_ALLOWED: {
    en: CHALLENGE_ERRORS.notAllowed,
    de: 'Nur Moderatorinnen und Moderatoren sowie Team-Besitzer für ihr eigenes Team können Challenges anlegen.',
    fr: "Seuls les modératrices et modérateurs, ainsi que les propriétaires d'équipe pour leur propre équipe, peuvent créer des défis.",
    es: 'Solo la moderación, y los propietarios de un equipo para su propio equipo, pueden crear retos.',
    it: 'Solo i moderatori, e chi possiede una squadra per la propria squadra, possono creare sfide.',
    nl: 'Alleen moderators, en eigenaren van een team voor hun eigen team, kunnen uitdagingen maken.',
  },
  CHALLENGE_IN_PAST: { en: CHALLENGE_ERRORS.inPast, de: 'Eine Challenge darf höchstens seit einem Tag laufen und muss in der Zukunft enden.', fr: 'Un défi peut avoir commencé au plus tôt la veille et doit se terminer dans le futur.', es: 'Un reto puede empezar como mucho hace un día y debe terminar en el futuro.', it: 'Una sfida può essere iniziata al massimo da un giorno e deve finire nel futuro.', nl: 'Een uitdaging mag maximaal een dag geleden begonnen zijn en moet in de toekomst eindigen.' },
  CHALLENGE_TOO_FAR_AHEAD: { en: CHALLENGE_ERRORS.tooFarAhead, de: 'Eine Challenge muss innerhalb des nächsten Jahres beginnen.', fr: "Un défi doit commencer dans l'année qui vient.", es: 'Un reto debe empezar dentro del próximo año.', it: 'Una sfida deve iniziare entro il prossimo anno.', nl: 'Een uitdaging moet binnen het komende jaar beginnen.' },
  'VALIDATION_FAILED.challengeIdInvalid': { en: M.idInvalid, de: 'Die Challenge-ID muss eine gültige ID sein', fr: "L'identifiant du défi doit être un identifiant valide", es: 'El identificador del reto debe ser un identificador válido', it: 'L\'ID della sfida deve essere un ID valido', nl: 'De id van de uitdaging moet een geldige id zijn' },
  'VALIDATION_FAILED.challengeTitleRequired': { en: M.titleRequired, de: 'Ein Titel ist erforderlich', fr: 'Le titre est obligatoire', es: 'El título es obligatorio', it: 'Il titolo è obbligatorio', nl: 'Titel is verplicht' },
  'VALIDATION_FAILED.challengeTitleLength': { en: M.titleLength, de: 'Der Titel muss 3 bis 120 Zeichen lang sein', fr: 'Le titre doit compter de 3 à 120 caractères', es: 'El título debe tener entre 3 y 120 caracteres', it: 'Il titolo deve avere da 3 a 120 caratteri', nl: 'De titel moet 3 tot 120 tekens lang zijn' },
  'VALIDATION_FAILED.challengeDescriptionLength': { en: M.descriptionLength, de: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein', fr: 'La description doit compter 2000 caractères au maximum', es: 'La descripción puede tener como máximo 2000 caracteres', it: 'La descrizione può avere al massimo 2000 caratteri', nl: 'De beschrijving mag maximaal 2000 tekens lang zijn' },
  'VALIDATION_FAILED.challengeMetric': { en: M.metric, de: 'Gezählt werden Gegenstände (items) oder Aufräumaktionen (cleanups)', fr: 'Ce qui compte : des objets (items) ou des nettoyages (cleanups)', es: 'Se cuentan objetos (items) o limpiezas (cleanups)', it: 'Si contano gli oggetti (items) o le pulizie (cleanups)', nl: 'Er worden voorwerpen (items) of keren opgeruimd (cleanups) geteld' },
  'VALIDATION_FAILED.challengeTarget': { en: M.target, de: 'Das Ziel muss eine ganze Zahl von 1 bis 1.000.000 sein', fr: "L'objectif doit être un nombre entier de 1 à 1 000 000", es: 'La meta debe ser un número entero de 1 a 1 000 000', it: 'L\'obiettivo deve essere un numero intero da 1 a 1.000.000', nl: 'Het doel moet een heel getal van 1 tot 1.000.000 zijn' },
  'VALIDATION_FAILED.challengeStartsAt': { en: M.startsAt, de: 'Der Beginn muss ein Datum mit Uhrzeit sein', fr: 'Le début doit être une date et une heure', es: 'El inicio debe ser una fecha y una hora', it: 'L\'inizio deve essere una data con ora', nl: 'Het begin moet een datum met tijd zijn' },
  'VALIDATION_FAILED.challengeEndsAt': { en: M.endsAt, de: 'Das Ende muss ein Datum mit Uhrzeit sein', fr: 'La fin doit être une date et une heure', es: 'El fin debe ser una fecha y una hora', it: 'La fine deve essere una data con ora', nl: 'Het einde moet een datum met tijd zijn' },
  'VALIDATION_FAILED.challengeStartsAtRequired': { en: M.startsAtRequired, de: 'Ein Beginn ist erforderlich', fr: 'Le début est obligatoire', es: 'El inicio es obligatorio', it: 'L\'inizio è obbligatorio', nl: 'Begin is verplicht' },
  'VALIDATION_FAILED.challengeEndsAtRequired': { en: M.endsAtRequired, de: 'Ein Ende ist erforderlich', fr: 'La fin est obligatoire', es: 'El fin es obligatorio', it: 'La fine è obbligatoria', nl: 'Einde is verplicht' },
  'VALIDATION_FAILED.challengeEndsAfterStart': { en: M.endsAfterStart, de: 'Das Ende muss nach dem Beginn liegen', fr: 'La fin doit être après le début', es: 'El fin debe ser posterior al inicio', it: 'La fine deve essere dopo l\'inizio', nl: 'Het einde moet na het begin liggen' },
  'VALIDATION_FAILED.challengeTooLong': { en: M.tooLong, de: 'Eine Challenge dauert höchstens ein Jahr', fr: 'Un défi dure un an au maximum', es: 'Un reto dura como máximo un año', it: 'Una sfida dura al massimo un anno', nl: 'Een uitdaging duurt maximaal een jaar' },
  'VALIDATION_FAILED.challengeAreaName': { en: M.areaName, de: 'Der Name des Gebiets muss 1 bis 120 Zeichen lang sein', fr: 'Le nom de la zone doit compter de 1 à 120 caractères', es: 'El nombre de la zona debe tener entre 1 y 120 caracteres', it: 'Il nome della zona deve avere da 1 a 120 caratteri', nl: 'De naam van het gebied moet 1 tot 120 tekens lang zijn' },
  'VALIDATION_FAILED.challengeLatitude': { en: M.latitude, de: 'Der Breitengrad muss zwischen -90 und 90 liegen', fr: 'La latitude doit être comprise entre -90 et 90', es: 'La latitud debe estar entre -90 y 90', it: 'La latitudine deve essere compresa tra -90 e 90', nl: 'De breedtegraad moet tussen -90 en 90 liggen' },
  'VALIDATION_FAILED.challengeLongitude': { en: M.longitude, de: 'Der Längengrad muss zwischen -180 und 180 liegen', fr: 'La longitude doit être comprise entre -180 et 180', es: 'La longitud debe estar entre -180 y 180', it: 'La longitudine deve essere compresa tra -180 e 180', nl: 'De lengtegraad moet tussen -180 en 180 liggen' },
  'VALIDATION_FAILED.challengeRadiusKm': { en: M.radiusKm, de: 'Der Radius muss über 0 und höchstens 500 km sein', fr: 'Le rayon doit être supérieur à 0 et de 500 km au maximum', es: 'El radio debe ser mayor que 0 y de 500 km como máximo', it: 'Il raggio deve essere maggiore di 0 e al massimo di 500 km', nl: 'De straal moet groter zijn dan 0 en maximaal 500 km' },
  'VALIDATION_FAILED.challengeTeamIdInvalid': { en: M.teamIdInvalid, de: 'Die Team-ID muss eine gültige ID sein', fr: "L'identifiant de l'équipe doit être un identifiant valide", es: 'El identificador del equipo debe ser un identificador válido', it: 'L\'ID della squadra deve essere un ID valido', nl: 'De id van het team moet een geldige id zijn' },
} as const satisfies ErrorTextCatalogue;
