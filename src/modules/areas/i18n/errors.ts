import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { AREA_LIMIT, AREA_MESSAGES as A, AREA_NAME_MAX, AREA_RADIUS_MAX_M, AREA_RADIUS_MIN_M } from '../contract';
import { AREA_FIELD_MESSAGES as F } from '../schemas';

/** The areas module's error texts (http/error-texts.ts): its codes and the add form's field messages. */
export const areasErrorTexts = {
  'REGISTERED_ONLY.areas': { en: A.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Gebietsbenachrichtigungen einrichten.', pl: 'Najpierw utwórz profil: powiadomienia o obszarach mogą ustawiać tylko zarejestrowane konta.' },
  AREA_LIMIT: { en: A.limit, de: `Du kannst höchstens ${AREA_LIMIT} Gebiete behalten. Lösche eines, um ein neues hinzuzufügen.`, pl: `Możesz mieć najwyżej ${AREA_LIMIT} obszarów. Usuń jeden, aby dodać nowy.` },
  AREA_NOT_FOUND: { en: A.notFound, de: 'Dieses Gebiet gibt es nicht.', pl: 'Ten obszar nie istnieje.' },
  'VALIDATION_FAILED.areaNameRequired': { en: F.nameRequired, de: 'Ein Name ist erforderlich', pl: 'Nazwa jest wymagana' },
  'VALIDATION_FAILED.areaNameTooLong': { en: F.nameTooLong, de: `Der Name darf höchstens ${AREA_NAME_MAX} Zeichen lang sein`, pl: `Nazwa może mieć najwyżej ${AREA_NAME_MAX} znaków` },
  'VALIDATION_FAILED.areaLatitude': { en: F.latitude, de: 'Der Breitengrad muss eine Zahl zwischen -90 und 90 sein', pl: 'Szerokość geograficzna musi być liczbą od -90 do 90' },
  'VALIDATION_FAILED.areaLongitude': { en: F.longitude, de: 'Der Längengrad muss eine Zahl zwischen -180 und 180 sein', pl: 'Długość geograficzna musi być liczbą od -180 do 180' },
  'VALIDATION_FAILED.areaRadius': { en: F.radius, de: `Der Radius muss eine ganze Zahl von Metern zwischen ${AREA_RADIUS_MIN_M} und ${AREA_RADIUS_MAX_M} sein`, pl: `Promień musi być całkowitą liczbą metrów od ${AREA_RADIUS_MIN_M} do ${AREA_RADIUS_MAX_M}` },
} as const satisfies ErrorTextCatalogue;
