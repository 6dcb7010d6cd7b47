import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { REPORT_FIELD_MESSAGES as F, REPORT_MESSAGES as M } from '../schemas';
import de from './de.json';
import es from './es.json';
import it from './it.json';
import nl from './nl.json';
import pl from './pl.json';

const t = de.validation;
const ti = it.validation;
const tNl = nl.validation;
const tPl = pl.validation;

/** The reports module's error texts (http/error-texts.ts); German as on the report screen. */
export const reportsErrorTexts = {
  MISSING_PHOTO: { en: M.missingPhoto, de: t.missingPhoto, fr: 'Prends une photo des déchets à signaler.', es: es.validation.missingPhoto, it: ti.missingPhoto, nl: tNl.missingPhoto, pl: tPl.missingPhoto, ar: 'يُرجى التقاط صورة للنفايات للإبلاغ عنها.' },
  'MISSING_PHOTO.title': { en: M.missingPhotoTitle, de: t.missingPhotoTitle, fr: 'Photo manquante', es: es.validation.missingPhotoTitle, it: ti.missingPhotoTitle, nl: tNl.missingPhotoTitle, pl: tPl.missingPhotoTitle, ar: 'الصورة ناقصة' },
  'FORBIDDEN.reportAsSelf': { en: 'You can only report as yourself.', de: 'Du kannst nur in deinem eigenen Namen melden.', fr: "Tu ne peux signaler qu'en ton propre nom.", es: 'Solo puedes reportar en tu propio nombre.', it: 'Puoi segnalare solo a tuo nome.', nl: 'Je kunt alleen op eigen naam melden.', pl: 'Możesz zgłaszać tylko we własnym imieniu.', ar: 'لا يمكنك الإبلاغ إلا باسمك.' },
  'VALIDATION_FAILED.locationRequired': { en: M.locationRequired, de: t.locationRequired, fr: 'Saisis un lieu ou utilise le GPS pour obtenir ta position actuelle.', es: es.validation.locationRequired, it: ti.locationRequired, nl: tNl.locationRequired, pl: tPl.locationRequired, ar: 'يُرجى إدخال موقع أو استخدام GPS لتحديد موقعك الحالي.' },
  'VALIDATION_FAILED.reportCoordinates': { en: 'latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', fr: 'latitude et longitude vont ensemble', es: 'latitude y longitude van juntas', it: 'Latitudine e longitudine vanno indicate insieme', nl: 'latitude en longitude horen bij elkaar', pl: 'Szerokość i długość geograficzna muszą być podane razem', ar: 'latitude وlongitude يُرسلان معًا' },
  'VALIDATION_FAILED.exifCoordinates': { en: 'exifLatitude and exifLongitude go together', de: 'exifLatitude und exifLongitude gehören zusammen', fr: 'exifLatitude et exifLongitude vont ensemble', es: 'exifLatitude y exifLongitude van juntas', it: 'exifLatitude ed exifLongitude vanno indicate insieme', nl: 'exifLatitude en exifLongitude horen bij elkaar', pl: 'exifLatitude i exifLongitude muszą być podane razem', ar: 'exifLatitude وexifLongitude يُرسلان معًا' },
  'VALIDATION_FAILED.exifLatitudeNumber': { en: 'exifLatitude must be a number', de: 'exifLatitude muss eine Zahl sein', fr: 'exifLatitude doit être un nombre', es: 'exifLatitude debe ser un número', it: 'exifLatitude deve essere un numero', nl: 'exifLatitude moet een getal zijn', pl: 'exifLatitude musi być liczbą', ar: 'يجب أن يكون exifLatitude رقمًا' },
  'VALIDATION_FAILED.exifLatitudeRange': { en: 'exifLatitude must be between -90 and 90', de: 'exifLatitude muss zwischen -90 und 90 liegen', fr: 'exifLatitude doit être comprise entre -90 et 90', es: 'exifLatitude debe estar entre -90 y 90', it: 'exifLatitude deve essere compresa tra -90 e 90', nl: 'exifLatitude moet tussen -90 en 90 liggen', pl: 'exifLatitude musi mieścić się między -90 a 90', ar: 'يجب أن يكون exifLatitude بين -90 و90' },
  'VALIDATION_FAILED.exifLongitudeNumber': { en: 'exifLongitude must be a number', de: 'exifLongitude muss eine Zahl sein', fr: 'exifLongitude doit être un nombre', es: 'exifLongitude debe ser un número', it: 'exifLongitude deve essere un numero', nl: 'exifLongitude moet een getal zijn', pl: 'exifLongitude musi być liczbą', ar: 'يجب أن يكون exifLongitude رقمًا' },
  'VALIDATION_FAILED.exifLongitudeRange': { en: 'exifLongitude must be between -180 and 180', de: 'exifLongitude muss zwischen -180 und 180 liegen', fr: 'exifLongitude doit être comprise entre -180 et 180', es: 'exifLongitude debe estar entre -180 y 180', it: 'exifLongitude deve essere compresa tra -180 e 180', nl: 'exifLongitude moet tussen -180 en 180 liggen', pl: 'exifLongitude musi mieścić się między -180 a 180', ar: 'يجب أن يكون exifLongitude بين -180 و180' },
  'VALIDATION_FAILED.exifTakenAt': { en: 'exifTakenAt must be an ISO time', de: 'exifTakenAt muss eine ISO-Zeitangabe sein', fr: 'exifTakenAt doit être une heure ISO', es: 'exifTakenAt debe ser una hora ISO', it: 'exifTakenAt deve essere un orario ISO', nl: 'exifTakenAt moet een ISO-tijd zijn', pl: 'exifTakenAt musi być czasem w formacie ISO', ar: 'يجب أن يكون exifTakenAt وقتًا بصيغة ISO' },
  POSSIBLE_DUPLICATE: {
    en: 'Someone already reported a spot within 15 m of this one. Is this the same spot?',
    de: 'Jemand hat schon eine Stelle im Umkreis von 15 m gemeldet. Ist das dieselbe Stelle?',
    fr: "Quelqu'un a déjà signalé un endroit à moins de 15 m de celui-ci. Est-ce le même endroit ?",
    es: 'Alguien ya ha reportado un lugar a menos de 15 m de este. ¿Es el mismo lugar?',
    it: 'Qualcuno ha già segnalato un punto entro 15 m da questo. È lo stesso punto?',
    nl: 'Iemand heeft al een plek binnen 15 m van deze gemeld. Is dit dezelfde plek?',
    pl: 'Ktoś już zgłosił miejsce w promieniu 15 m. Czy to to samo miejsce?',
    ar: 'أبلغ أحدهم بالفعل عن مكان على بُعد 15 م من هذا المكان. هل هو المكان نفسه؟',
  },
  'VALIDATION_FAILED.notDuplicate': { en: 'notDuplicate must be true or false', de: 'notDuplicate muss true oder false sein', fr: 'notDuplicate doit valoir true ou false', es: 'notDuplicate debe ser true o false', it: 'notDuplicate deve essere true o false', nl: 'notDuplicate moet true of false zijn', pl: 'notDuplicate musi mieć wartość true lub false', ar: 'يجب أن يكون notDuplicate إما true أو false' },
  'VALIDATION_FAILED.photoLicence': { en: 'photoLicence must be CC-BY-4.0 or none', de: 'photoLicence muss CC-BY-4.0 oder none sein', fr: 'photoLicence doit valoir CC-BY-4.0 ou none', es: 'photoLicence debe ser CC-BY-4.0 o none', it: 'photoLicence deve essere CC-BY-4.0 o none', nl: 'photoLicence moet CC-BY-4.0 of none zijn', pl: 'photoLicence musi mieć wartość CC-BY-4.0 lub none', ar: 'يجب أن يكون photoLicence إما CC-BY-4.0 أو none' },
  'VALIDATION_FAILED.reportAnalysisId': { en: F.analysisId, de: 'analysisId muss eine gültige ID sein', fr: 'analysisId doit être un identifiant valide', es: 'analysisId debe ser un identificador válido', it: 'analysisId deve essere un ID valido', nl: 'analysisId moet een geldige id zijn', pl: 'analysisId musi być prawidłowym identyfikatorem', ar: 'يجب أن يكون analysisId معرّفًا صالحًا' },
  'VALIDATION_FAILED.reportSize': { en: F.size, de: 'size muss bag, wheelbarrow oder car_load sein', fr: 'size doit valoir bag, wheelbarrow ou car_load', es: 'size debe ser bag, wheelbarrow o car_load', it: 'size deve essere bag, wheelbarrow o car_load', nl: 'size moet bag, wheelbarrow of car_load zijn', pl: 'size musi mieć wartość bag, wheelbarrow lub car_load', ar: 'يجب أن يكون size إحدى القيم bag أو wheelbarrow أو car_load' },
  'VALIDATION_FAILED.reportHazards': { en: F.hazards, de: 'hazards muss eine Liste aus glass, sharps, chemicals, asbestos, dead_animal, heavy sein', fr: 'hazards doit être une liste de valeurs parmi glass, sharps, chemicals, asbestos, dead_animal, heavy', es: 'hazards debe ser una lista de glass, sharps, chemicals, asbestos, dead_animal, heavy', it: 'hazards deve essere un elenco di glass, sharps, chemicals, asbestos, dead_animal, heavy', nl: 'hazards moet een lijst zijn uit glass, sharps, chemicals, asbestos, dead_animal, heavy', pl: 'hazards musi być listą z wartościami glass, sharps, chemicals, asbestos, dead_animal, heavy', ar: 'يجب أن يكون hazards قائمة من glass، sharps، chemicals، asbestos، dead_animal، heavy' },
  'VALIDATION_FAILED.reportShareEmail': { en: F.shareEmailWithCity, de: 'shareEmailWithCity muss true oder false sein', fr: 'shareEmailWithCity doit valoir true ou false', es: 'shareEmailWithCity debe ser true o false', it: 'shareEmailWithCity deve essere true o false', nl: 'shareEmailWithCity moet true of false zijn', pl: 'shareEmailWithCity musi mieć wartość true lub false', ar: 'يجب أن تكون قيمة shareEmailWithCity إما true أو false' },
} as const satisfies ErrorTextCatalogue;
