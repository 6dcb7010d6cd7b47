import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { AREA_LIMIT, AREA_MESSAGES as A, AREA_NAME_MAX, AREA_RADIUS_MAX_M, AREA_RADIUS_MIN_M } from '../contract';
import { AREA_FIELD_MESSAGES as F } from '../schemas';

/** The areas module's error texts (http/error-texts.ts): its codes and the add form's field messages. */
export const areasErrorTexts = {
  'REGISTERED_ONLY.areas': { en: A.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Gebietsbenachrichtigungen einrichten.', es: 'Crea primero tu perfil: solo las cuentas registradas pueden configurar alertas por zona.' },
  AREA_LIMIT: { en: A.limit, de: `Du kannst höchstens ${AREA_LIMIT} Gebiete behalten. Lösche eines, um ein neues hinzuzufügen.`, es: `Puedes tener como máximo ${AREA_LIMIT} zonas. Elimina una para añadir otra.` },
  AREA_NOT_FOUND: { en: A.notFound, de: 'Dieses Gebiet gibt es nicht.', es: 'Esta zona no existe.' },
  'VALIDATION_FAILED.areaNameRequired': { en: F.nameRequired, de: 'Ein Name ist erforderlich', es: 'El nombre es obligatorio' },
  'VALIDATION_FAILED.areaNameTooLong': { en: F.nameTooLong, de: `Der Name darf höchstens ${AREA_NAME_MAX} Zeichen lang sein`, es: `El nombre puede tener como máximo ${AREA_NAME_MAX} caracteres` },
  'VALIDATION_FAILED.areaLatitude': { en: F.latitude, de: 'Der Breitengrad muss eine Zahl zwischen -90 und 90 sein', es: 'La latitud debe ser un número entre -90 y 90' },
  'VALIDATION_FAILED.areaLongitude': { en: F.longitude, de: 'Der Längengrad muss eine Zahl zwischen -180 und 180 sein', es: 'La longitud debe ser un número entre -180 y 180' },
  'VALIDATION_FAILED.areaRadius': { en: F.radius, de: `Der Radius muss eine ganze Zahl von Metern zwischen ${AREA_RADIUS_MIN_M} und ${AREA_RADIUS_MAX_M} sein`, es: `El radio debe ser un número entero de metros entre ${AREA_RADIUS_MIN_M} y ${AREA_RADIUS_MAX_M}` },
} as const satisfies ErrorTextCatalogue;
