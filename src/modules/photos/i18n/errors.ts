import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { BLUR_REGIONS_MESSAGE } from '../schemas';
import { BLUR_REGIONS_MAX, PHOTO_ACCEPTED_TYPES, PHOTO_FACE_CHECK_UNAVAILABLE_CODE, PHOTO_FLAG_DAILY_LIMIT, PHOTO_FLAG_DETAILS_MAX, PHOTO_REMOVED_CODE, PHOTO_STORE_UNAVAILABLE_CODE, PHOTO_TOO_LARGE } from '../contract';

/** German name of the accepted formats (PHOTO_ACCEPTED_TYPES). */
const TYPES_DE = 'JPEG-, PNG-, WebP-, AVIF- oder HEIC-Bild';

/** The photos module's error texts (http/error-texts.ts): the photo pipeline, photo access and flags. */
export const photosErrorTexts = {
  [PHOTO_TOO_LARGE.code]: { en: PHOTO_TOO_LARGE.message, de: 'Das Foto ist größer als 15 MB. Bitte wähle ein kleineres Foto.', ar: 'حجم الصورة أكبر من 15 ميغابايت. يُرجى اختيار صورة أصغر.' },
  PHOTO_EMPTY: { en: 'The photo file is empty. Please take or choose the photo again.', de: 'Die Fotodatei ist leer. Bitte nimm das Foto neu auf oder wähle es erneut.', ar: 'ملف الصورة فارغ. يُرجى التقاط الصورة أو اختيارها من جديد.' },
  PHOTO_UNSUPPORTED_TYPE: {
    en: `This file is not a photo we can read. Please use a ${PHOTO_ACCEPTED_TYPES} image.`,
    de: `Diese Datei ist kein Foto, das wir lesen können. Bitte verwende ein ${TYPES_DE}.`, ar: 'هذا الملف ليس صورة نستطيع قراءتها. يُرجى استخدام صورة JPEG أو PNG أو WebP أو AVIF أو HEIC.',
  },
  PHOTO_UNREADABLE: {
    en: 'The photo could not be read; it may be damaged or incomplete. Please take it again.',
    de: 'Das Foto konnte nicht gelesen werden; vielleicht ist es beschädigt oder unvollständig. Bitte nimm es erneut auf.', ar: 'تعذّرت قراءة الصورة؛ ربما كانت تالفة أو ناقصة. يُرجى التقاطها من جديد.',
  },
  PHOTO_TOO_MANY_PIXELS: {
    en: 'The photo has more than {{megapixels}} megapixels. Please choose a smaller photo.',
    de: 'Das Foto hat mehr als {{megapixels}} Megapixel. Bitte wähle ein kleineres Foto.', ar: 'في الصورة أكثر من {{megapixels}} ميغابكسل. يُرجى اختيار صورة أصغر.',
  },
  [PHOTO_REMOVED_CODE]: { en: 'This photo was removed by a moderator.', de: 'Dieses Foto wurde von der Moderation entfernt.', ar: 'أزال أحد المشرفين هذه الصورة.' },
  [PHOTO_STORE_UNAVAILABLE_CODE]: {
    en: 'Photos cannot be loaded right now. Please try again in a moment.',
    de: 'Fotos können gerade nicht geladen werden. Bitte versuche es gleich noch einmal.', ar: 'لا يمكن تحميل الصور الآن. يُرجى المحاولة بعد لحظة.',
  },
  [PHOTO_FACE_CHECK_UNAVAILABLE_CODE]: {
    en: 'Photos cannot be checked for faces right now. Please send it again in a moment.',
    de: 'Fotos können gerade nicht auf Gesichter geprüft werden. Bitte sende es gleich noch einmal.', ar: 'لا يمكن فحص الصور بحثًا عن وجوه الآن. يُرجى إرسالها مرة أخرى بعد لحظة.',
  },
  'VALIDATION_FAILED.blurRegions': {
    en: BLUR_REGIONS_MESSAGE,
    de: `blurRegions muss ein JSON-Array von höchstens ${BLUR_REGIONS_MAX} Bereichen { x, y, w, h, by } im Foto sein (Anteile von 0 bis 1), by device oder person`, ar: 'يجب أن تكون blurRegions مصفوفة JSON من 50 منطقة على الأكثر { x, y, w, h, by } داخل الصورة (كسور من 0 إلى 1)، وby إما device أو person',
  },
  PHOTO_NOT_FOUND: { en: 'This photo is not available.', de: 'Dieses Foto ist nicht verfügbar.', ar: 'هذه الصورة غير متاحة.' },
  'PHOTO_NOT_FOUND.missing': { en: 'This photo does not exist.', de: 'Dieses Foto gibt es nicht.', ar: 'هذه الصورة غير موجودة.' },
  PHOTO_DELETED: { en: 'This photo was deleted; it cannot be changed any more.', de: 'Dieses Foto wurde gelöscht; es kann nicht mehr geändert werden.', ar: 'حُذفت هذه الصورة؛ ولا يمكن تغييرها بعد الآن.' },
  OWN_PHOTO: { en: 'You cannot report your own photo.', de: 'Du kannst dein eigenes Foto nicht melden.', ar: 'لا يمكنك الإبلاغ عن صورتك.' },
  'RATE_LIMITED.photoFlags': {
    en: `You have reported ${PHOTO_FLAG_DAILY_LIMIT} photos today. Thank you! Please try again tomorrow.`,
    de: `Du hast heute ${PHOTO_FLAG_DAILY_LIMIT} Fotos gemeldet. Danke! Bitte versuche es morgen wieder.`, ar: 'أبلغت عن 20 صورة اليوم. شكرًا لك! يُرجى المحاولة مرة أخرى غدًا.',
  },
  'VALIDATION_FAILED.flagReason': { en: 'Please choose a reason', de: 'Bitte wähle einen Grund', ar: 'يُرجى اختيار سبب' },
  'VALIDATION_FAILED.flagDetails': { en: `Details must be at most ${PHOTO_FLAG_DETAILS_MAX} characters`, de: `Die Details dürfen höchstens ${PHOTO_FLAG_DETAILS_MAX} Zeichen lang sein`, ar: 'يجب ألا تتجاوز التفاصيل 500 حرف' },
} as const satisfies ErrorTextCatalogue;
