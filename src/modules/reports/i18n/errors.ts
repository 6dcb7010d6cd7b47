import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { REPORT_FIELD_MESSAGES as F, REPORT_MESSAGES as M } from '../schemas';
import de from './de.json';
import nl from './nl.json';

const t = de.validation;
const tNl = nl.validation;

/** The reports module's error texts (http/error-texts.ts); German as on the report screen. */
export const reportsErrorTexts = {
  MISSING_PHOTO: { en: M.missingPhoto, de: t.missingPhoto, nl: tNl.missingPhoto },
  'MISSING_PHOTO.title': { en: M.missingPhotoTitle, de: t.missingPhotoTitle, nl: tNl.missingPhotoTitle },
  'FORBIDDEN.reportAsSelf': { en: 'You can only report as yourself.', de: 'Du kannst nur in deinem eigenen Namen melden.', nl: 'Je kunt alleen op eigen naam melden.' },
  'VALIDATION_FAILED.locationRequired': { en: M.locationRequired, de: t.locationRequired, nl: tNl.locationRequired },
  'VALIDATION_FAILED.reportCoordinates': { en: 'latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', nl: 'latitude en longitude horen bij elkaar' },
  'VALIDATION_FAILED.exifCoordinates': { en: 'exifLatitude and exifLongitude go together', de: 'exifLatitude und exifLongitude gehören zusammen', nl: 'exifLatitude en exifLongitude horen bij elkaar' },
  'VALIDATION_FAILED.exifLatitudeNumber': { en: 'exifLatitude must be a number', de: 'exifLatitude muss eine Zahl sein', nl: 'exifLatitude moet een getal zijn' },
  'VALIDATION_FAILED.exifLatitudeRange': { en: 'exifLatitude must be between -90 and 90', de: 'exifLatitude muss zwischen -90 und 90 liegen', nl: 'exifLatitude moet tussen -90 en 90 liggen' },
  'VALIDATION_FAILED.exifLongitudeNumber': { en: 'exifLongitude must be a number', de: 'exifLongitude muss eine Zahl sein', nl: 'exifLongitude moet een getal zijn' },
  'VALIDATION_FAILED.exifLongitudeRange': { en: 'exifLongitude must be between -180 and 180', de: 'exifLongitude muss zwischen -180 und 180 liegen', nl: 'exifLongitude moet tussen -180 en 180 liggen' },
  'VALIDATION_FAILED.exifTakenAt': { en: 'exifTakenAt must be an ISO time', de: 'exifTakenAt muss eine ISO-Zeitangabe sein', nl: 'exifTakenAt moet een ISO-tijd zijn' },
  POSSIBLE_DUPLICATE: {
    en: 'Someone already reported a spot within 15 m of this one. Is this the same spot?',
    de: 'Jemand hat schon eine Stelle im Umkreis von 15 m gemeldet. Ist das dieselbe Stelle?',
    nl: 'Iemand heeft al een plek binnen 15 m van deze gemeld. Is dit dezelfde plek?',
  },
  'VALIDATION_FAILED.notDuplicate': { en: 'notDuplicate must be true or false', de: 'notDuplicate muss true oder false sein', nl: 'notDuplicate moet true of false zijn' },
  'VALIDATION_FAILED.photoLicence': { en: 'photoLicence must be CC-BY-4.0 or none', de: 'photoLicence muss CC-BY-4.0 oder none sein', nl: 'photoLicence moet CC-BY-4.0 of none zijn' },
  'VALIDATION_FAILED.reportAnalysisId': { en: F.analysisId, de: 'analysisId muss eine gültige ID sein', nl: 'analysisId moet een geldige id zijn' },
  'VALIDATION_FAILED.reportSize': { en: F.size, de: 'size muss bag, wheelbarrow oder car_load sein', nl: 'size moet bag, wheelbarrow of car_load zijn' },
  'VALIDATION_FAILED.reportHazards': { en: F.hazards, de: 'hazards muss eine Liste aus glass, sharps, chemicals, asbestos, dead_animal, heavy sein', nl: 'hazards moet een lijst zijn uit glass, sharps, chemicals, asbestos, dead_animal, heavy' },
} as const satisfies ErrorTextCatalogue;
