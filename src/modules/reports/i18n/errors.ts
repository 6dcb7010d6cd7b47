import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { REPORT_FIELD_MESSAGES as F, REPORT_MESSAGES as M } from '../schemas';
import de from './de.json';
import es from './es.json';

const t = de.validation;

/** The reports module's error texts (http/error-texts.ts); German as on the report screen. */
export const reportsErrorTexts = {
  MISSING_PHOTO: { en: M.missingPhoto, de: t.missingPhoto, es: es.validation.missingPhoto },
  'MISSING_PHOTO.title': { en: M.missingPhotoTitle, de: t.missingPhotoTitle, es: es.validation.missingPhotoTitle },
  'FORBIDDEN.reportAsSelf': { en: 'You can only report as yourself.', de: 'Du kannst nur in deinem eigenen Namen melden.', es: 'Solo puedes reportar en tu propio nombre.' },
  'VALIDATION_FAILED.locationRequired': { en: M.locationRequired, de: t.locationRequired, es: es.validation.locationRequired },
  'VALIDATION_FAILED.reportCoordinates': { en: 'latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', es: 'latitude y longitude van juntas' },
  'VALIDATION_FAILED.exifCoordinates': { en: 'exifLatitude and exifLongitude go together', de: 'exifLatitude und exifLongitude gehören zusammen', es: 'exifLatitude y exifLongitude van juntas' },
  'VALIDATION_FAILED.exifLatitudeNumber': { en: 'exifLatitude must be a number', de: 'exifLatitude muss eine Zahl sein', es: 'exifLatitude debe ser un número' },
  'VALIDATION_FAILED.exifLatitudeRange': { en: 'exifLatitude must be between -90 and 90', de: 'exifLatitude muss zwischen -90 und 90 liegen', es: 'exifLatitude debe estar entre -90 y 90' },
  'VALIDATION_FAILED.exifLongitudeNumber': { en: 'exifLongitude must be a number', de: 'exifLongitude muss eine Zahl sein', es: 'exifLongitude debe ser un número' },
  'VALIDATION_FAILED.exifLongitudeRange': { en: 'exifLongitude must be between -180 and 180', de: 'exifLongitude muss zwischen -180 und 180 liegen', es: 'exifLongitude debe estar entre -180 y 180' },
  'VALIDATION_FAILED.exifTakenAt': { en: 'exifTakenAt must be an ISO time', de: 'exifTakenAt muss eine ISO-Zeitangabe sein', es: 'exifTakenAt debe ser una hora ISO' },
  POSSIBLE_DUPLICATE: {
    en: 'Someone already reported a spot within 15 m of this one. Is this the same spot?',
    de: 'Jemand hat schon eine Stelle im Umkreis von 15 m gemeldet. Ist das dieselbe Stelle?',
    es: 'Alguien ya ha reportado un lugar a menos de 15 m de este. ¿Es el mismo lugar?',
  },
  'VALIDATION_FAILED.notDuplicate': { en: 'notDuplicate must be true or false', de: 'notDuplicate muss true oder false sein', es: 'notDuplicate debe ser true o false' },
  'VALIDATION_FAILED.photoLicence': { en: 'photoLicence must be CC-BY-4.0 or none', de: 'photoLicence muss CC-BY-4.0 oder none sein', es: 'photoLicence debe ser CC-BY-4.0 o none' },
  'VALIDATION_FAILED.reportAnalysisId': { en: F.analysisId, de: 'analysisId muss eine gültige ID sein', es: 'analysisId debe ser un identificador válido' },
  'VALIDATION_FAILED.reportSize': { en: F.size, de: 'size muss bag, wheelbarrow oder car_load sein', es: 'size debe ser bag, wheelbarrow o car_load' },
  'VALIDATION_FAILED.reportHazards': { en: F.hazards, de: 'hazards muss eine Liste aus glass, sharps, chemicals, asbestos, dead_animal, heavy sein', es: 'hazards debe ser una lista de glass, sharps, chemicals, asbestos, dead_animal, heavy' },
} as const satisfies ErrorTextCatalogue;
