import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { AREA_LIMIT, AREA_MESSAGES as A, AREA_NAME_MAX, AREA_RADIUS_MAX_M, AREA_RADIUS_MIN_M } from '../contract';
import { AREA_FIELD_MESSAGES as F } from '../schemas';

/** The areas module's error texts (http/error-texts.ts): its codes and the add form's field messages. */
export const areasErrorTexts = {
  'REGISTERED_ONLY.areas': { en: A.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Gebietsbenachrichtigungen einrichten.', fr: "Crée d'abord ton profil : seuls les comptes inscrits peuvent définir des alertes de zone.", es: 'Crea primero tu perfil: solo las cuentas registradas pueden configurar alertas por zona.' },
  AREA_LIMIT: { en: A.limit, de: `Du kannst höchstens ${AREA_LIMIT} Gebiete behalten. Lösche eines, um ein neues hinzuzufügen.`, fr: `Tu peux garder ${AREA_LIMIT} zones au maximum. Supprimes-en une pour en ajouter une nouvelle.`, es: `Puedes tener como máximo ${AREA_LIMIT} zonas. Elimina una para añadir otra.` },
  AREA_NOT_FOUND: { en: A.notFound, de: 'Dieses Gebiet gibt es nicht.', fr: "Cette zone n'existe pas.", es: 'Esta zona no existe.' },
  'VALIDATION_FAILED.areaNameRequired': { en: F.nameRequired, de: 'Ein Name ist erforderlich', fr: 'Le nom est obligatoire', es: 'El nombre es obligatorio' },
  'VALIDATION_FAILED.areaNameTooLong': { en: F.nameTooLong, de: `Der Name darf höchstens ${AREA_NAME_MAX} Zeichen lang sein`, fr: `Le nom doit compter ${AREA_NAME_MAX} caractères au maximum`, es: `El nombre puede tener como máximo ${AREA_NAME_MAX} caracteres` },
  'VALIDATION_FAILED.areaLatitude': { en: F.latitude, de: 'Der Breitengrad muss eine Zahl zwischen -90 und 90 sein', fr: 'La latitude doit être un nombre compris entre -90 et 90', es: 'La latitud debe ser un número entre -90 y 90' },
  'VALIDATION_FAILED.areaLongitude': { en: F.longitude, de: 'Der Längengrad muss eine Zahl zwischen -180 und 180 sein', fr: 'La longitude doit être un nombre compris entre -180 et 180', es: 'La longitud debe ser un número entre -180 y 180' },
  'VALIDATION_FAILED.areaRadius': { en: F.radius, de: `Der Radius muss eine ganze Zahl von Metern zwischen ${AREA_RADIUS_MIN_M} und ${AREA_RADIUS_MAX_M} sein`, fr: `Le rayon doit être un nombre entier de mètres compris entre ${AREA_RADIUS_MIN_M} et ${AREA_RADIUS_MAX_M}`, es: `El radio debe ser un número entero de metros entre ${AREA_RADIUS_MIN_M} y ${AREA_RADIUS_MAX_M}` },
} as const satisfies ErrorTextCatalogue;
