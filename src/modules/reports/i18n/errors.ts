import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { REPORT_FIELD_MESSAGES as F, REPORT_MESSAGES as M } from '../schemas';
import de from './de.json';
import pl from './pl.json';

const t = de.validation;
const tPl = pl.validation;

/** The reports module's error texts (http/error-texts.ts); German as on the report screen. */
export const reportsErrorTexts = {
  MISSING_PHOTO: { en: M.missingPhoto, de: t.missingPhoto, pl: tPl.missingPhoto },
  'MISSING_PHOTO.title': { en: M.missingPhotoTitle, de: t.missingPhotoTitle, pl: tPl.missingPhotoTitle },
  'FORBIDDEN.reportAsSelf': { en: 'You can only report as yourself.', de: 'Du kannst nur in deinem eigenen Namen melden.', pl: 'Możesz zgłaszać tylko we własnym imieniu.' },
  'VALIDATION_FAILED.locationRequired': { en: M.locationRequired, de: t.locationRequired, pl: tPl.locationRequired },
  'VALIDATION_FAILED.reportCoordinates': { en: 'latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', pl: 'Szerokość i długość geograficzna muszą być podane razem' },
  'VALIDATION_FAILED.exifCoordinates': { en: 'exifLatitude and exifLongitude go together', de: 'exifLatitude und exifLongitude gehören zusammen', pl: 'exifLatitude i exifLongitude muszą być podane razem' },
  'VALIDATION_FAILED.exifLatitudeNumber': { en: 'exifLatitude must be a number', de: 'exifLatitude muss eine Zahl sein', pl: 'exifLatitude musi być liczbą' },
  'VALIDATION_FAILED.exifLatitudeRange': { en: 'exifLatitude must be between -90 and 90', de: 'exifLatitude muss zwischen -90 und 90 liegen', pl: 'exifLatitude musi mieścić się między -90 a 90' },
  'VALIDATION_FAILED.exifLongitudeNumber': { en: 'exifLongitude must be a number', de: 'exifLongitude muss eine Zahl sein', pl: 'exifLongitude musi być liczbą' },
  'VALIDATION_FAILED.exifLongitudeRange': { en: 'exifLongitude must be between -180 and 180', de: 'exifLongitude muss zwischen -180 und 180 liegen', pl: 'exifLongitude musi mieścić się między -180 a 180' },
  'VALIDATION_FAILED.exifTakenAt': { en: 'exifTakenAt must be an ISO time', de: 'exifTakenAt muss eine ISO-Zeitangabe sein', pl: 'exifTakenAt musi być czasem w formacie ISO' },
  POSSIBLE_DUPLICATE: {
    en: 'Someone already reported a spot within 15 m of this one. Is this the same spot?',
    de: 'Jemand hat schon eine Stelle im Umkreis von 15 m gemeldet. Ist das dieselbe Stelle?', pl: 'Ktoś już zgłosił miejsce w promieniu 15 m. Czy to to samo miejsce?',
  },
  'VALIDATION_FAILED.notDuplicate': { en: 'notDuplicate must be true or false', de: 'notDuplicate muss true oder false sein', pl: 'notDuplicate musi mieć wartość true lub false' },
  'VALIDATION_FAILED.photoLicence': { en: 'photoLicence must be CC-BY-4.0 or none', de: 'photoLicence muss CC-BY-4.0 oder none sein', pl: 'photoLicence musi mieć wartość CC-BY-4.0 lub none' },
  'VALIDATION_FAILED.reportAnalysisId': { en: F.analysisId, de: 'analysisId muss eine gültige ID sein', pl: 'analysisId musi być prawidłowym identyfikatorem' },
  'VALIDATION_FAILED.reportSize': { en: F.size, de: 'size muss bag, wheelbarrow oder car_load sein', pl: 'size musi mieć wartość bag, wheelbarrow lub car_load' },
  'VALIDATION_FAILED.reportHazards': { en: F.hazards, de: 'hazards muss eine Liste aus glass, sharps, chemicals, asbestos, dead_animal, heavy sein', pl: 'hazards musi być listą z wartościami glass, sharps, chemicals, asbestos, dead_animal, heavy' },
} as const satisfies ErrorTextCatalogue;
