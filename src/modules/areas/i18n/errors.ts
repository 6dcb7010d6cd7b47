import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { AREA_LIMIT, AREA_MESSAGES as A, AREA_NAME_MAX, AREA_RADIUS_MAX_M, AREA_RADIUS_MIN_M } from '../contract';
import { AREA_FIELD_MESSAGES as F } from '../schemas';

/** The areas module's error texts (http/error-texts.ts): its codes and the add form's field messages. */
export const areasErrorTexts = {
  'REGISTERED_ONLY.areas': { en: A.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Gebietsbenachrichtigungen einrichten.', it: 'Crea prima il tuo profilo: solo gli account registrati possono impostare avvisi per zona.' },
  AREA_LIMIT: { en: A.limit, de: `Du kannst höchstens ${AREA_LIMIT} Gebiete behalten. Lösche eines, um ein neues hinzuzufügen.`, it: `Puoi tenere al massimo ${AREA_LIMIT} zone. Eliminane una per aggiungerne un'altra.` },
  AREA_NOT_FOUND: { en: A.notFound, de: 'Dieses Gebiet gibt es nicht.', it: 'Questa zona non esiste.' },
  'VALIDATION_FAILED.areaNameRequired': { en: F.nameRequired, de: 'Ein Name ist erforderlich', it: 'Il nome è obbligatorio' },
  'VALIDATION_FAILED.areaNameTooLong': { en: F.nameTooLong, de: `Der Name darf höchstens ${AREA_NAME_MAX} Zeichen lang sein`, it: `Il nome può avere al massimo ${AREA_NAME_MAX} caratteri` },
  'VALIDATION_FAILED.areaLatitude': { en: F.latitude, de: 'Der Breitengrad muss eine Zahl zwischen -90 und 90 sein', it: 'La latitudine deve essere un numero compreso tra -90 e 90' },
  'VALIDATION_FAILED.areaLongitude': { en: F.longitude, de: 'Der Längengrad muss eine Zahl zwischen -180 und 180 sein', it: 'La longitudine deve essere un numero compreso tra -180 e 180' },
  'VALIDATION_FAILED.areaRadius': { en: F.radius, de: `Der Radius muss eine ganze Zahl von Metern zwischen ${AREA_RADIUS_MIN_M} und ${AREA_RADIUS_MAX_M} sein`, it: `Il raggio deve essere un numero intero di metri compreso tra ${AREA_RADIUS_MIN_M} e ${AREA_RADIUS_MAX_M}` },
} as const satisfies ErrorTextCatalogue;
