import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { REPORT_FIELD_MESSAGES as F, REPORT_MESSAGES as M } from '../schemas';
import de from './de.json';

const t = de.validation;

/** The reports module's error texts (http/error-texts.ts); German as on the report screen. */
export const reportsErrorTexts = {
  MISSING_PHOTO: { en: M.missingPhoto, de: t.missingPhoto, ar: 'يُرجى التقاط صورة للنفايات للإبلاغ عنها.' },
  'MISSING_PHOTO.title': { en: M.missingPhotoTitle, de: t.missingPhotoTitle, ar: 'الصورة ناقصة' },
  'FORBIDDEN.reportAsSelf': { en: 'You can only report as yourself.', de: 'Du kannst nur in deinem eigenen Namen melden.', ar: 'لا يمكنك الإبلاغ إلا باسمك.' },
  'VALIDATION_FAILED.locationRequired': { en: M.locationRequired, de: t.locationRequired, ar: 'يُرجى إدخال موقع أو استخدام GPS لتحديد موقعك الحالي.' },
  'VALIDATION_FAILED.reportCoordinates': { en: 'latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', ar: 'latitude وlongitude يُرسلان معًا' },
  'VALIDATION_FAILED.exifCoordinates': { en: 'exifLatitude and exifLongitude go together', de: 'exifLatitude und exifLongitude gehören zusammen', ar: 'exifLatitude وexifLongitude يُرسلان معًا' },
  'VALIDATION_FAILED.exifLatitudeNumber': { en: 'exifLatitude must be a number', de: 'exifLatitude muss eine Zahl sein', ar: 'يجب أن يكون exifLatitude رقمًا' },
  'VALIDATION_FAILED.exifLatitudeRange': { en: 'exifLatitude must be between -90 and 90', de: 'exifLatitude muss zwischen -90 und 90 liegen', ar: 'يجب أن يكون exifLatitude بين -90 و90' },
  'VALIDATION_FAILED.exifLongitudeNumber': { en: 'exifLongitude must be a number', de: 'exifLongitude muss eine Zahl sein', ar: 'يجب أن يكون exifLongitude رقمًا' },
  'VALIDATION_FAILED.exifLongitudeRange': { en: 'exifLongitude must be between -180 and 180', de: 'exifLongitude muss zwischen -180 und 180 liegen', ar: 'يجب أن يكون exifLongitude بين -180 و180' },
  'VALIDATION_FAILED.exifTakenAt': { en: 'exifTakenAt must be an ISO time', de: 'exifTakenAt muss eine ISO-Zeitangabe sein', ar: 'يجب أن يكون exifTakenAt وقتًا بصيغة ISO' },
  POSSIBLE_DUPLICATE: {
    en: 'Someone already reported a spot within 15 m of this one. Is this the same spot?',
    de: 'Jemand hat schon eine Stelle im Umkreis von 15 m gemeldet. Ist das dieselbe Stelle?', ar: 'أبلغ أحدهم بالفعل عن مكان على بُعد 15 م من هذا المكان. هل هو المكان نفسه؟',
  },
  'VALIDATION_FAILED.notDuplicate': { en: 'notDuplicate must be true or false', de: 'notDuplicate muss true oder false sein', ar: 'يجب أن يكون notDuplicate إما true أو false' },
  'VALIDATION_FAILED.photoLicence': { en: 'photoLicence must be CC-BY-4.0 or none', de: 'photoLicence muss CC-BY-4.0 oder none sein', ar: 'يجب أن يكون photoLicence إما CC-BY-4.0 أو none' },
  'VALIDATION_FAILED.reportAnalysisId': { en: F.analysisId, de: 'analysisId muss eine gültige ID sein', ar: 'يجب أن يكون analysisId معرّفًا صالحًا' },
  'VALIDATION_FAILED.reportSize': { en: F.size, de: 'size muss bag, wheelbarrow oder car_load sein', ar: 'يجب أن يكون size إحدى القيم bag أو wheelbarrow أو car_load' },
  'VALIDATION_FAILED.reportHazards': { en: F.hazards, de: 'hazards muss eine Liste aus glass, sharps, chemicals, asbestos, dead_animal, heavy sein', ar: 'يجب أن يكون hazards قائمة من glass، sharps، chemicals، asbestos، dead_animal، heavy' },
} as const satisfies ErrorTextCatalogue;
