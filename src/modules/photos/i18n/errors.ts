import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { BLUR_REGIONS_MESSAGE } from '../schemas';
import { BLUR_REGIONS_MAX, PHOTO_ACCEPTED_TYPES, PHOTO_FACE_CHECK_UNAVAILABLE_CODE, PHOTO_FLAG_DAILY_LIMIT, PHOTO_FLAG_DETAILS_MAX, PHOTO_REMOVED_CODE, PHOTO_STORE_UNAVAILABLE_CODE, PHOTO_TOO_LARGE } from '../contract';

/** German name of the accepted formats (PHOTO_ACCEPTED_TYPES). */
const TYPES_DE = 'JPEG-, PNG-, WebP-, AVIF- oder HEIC-Bild';
/** Polish name of the accepted formats (PHOTO_ACCEPTED_TYPES). */
const TYPES_PL = 'JPEG, PNG, WebP, AVIF lub HEIC';

/** The photos module's error texts (http/error-texts.ts): the photo pipeline, photo access and flags. */
export const photosErrorTexts = {
  [PHOTO_TOO_LARGE.code]: { en: PHOTO_TOO_LARGE.message, de: 'Das Foto ist größer als 15 MB. Bitte wähle ein kleineres Foto.', pl: 'Zdjęcie jest większe niż 15 MB. Wybierz mniejsze zdjęcie.' },
  PHOTO_EMPTY: { en: 'The photo file is empty. Please take or choose the photo again.', de: 'Die Fotodatei ist leer. Bitte nimm das Foto neu auf oder wähle es erneut.', pl: 'Plik zdjęcia jest pusty. Zrób lub wybierz zdjęcie ponownie.' },
  PHOTO_UNSUPPORTED_TYPE: {
    en: `This file is not a photo we can read. Please use a ${PHOTO_ACCEPTED_TYPES} image.`,
    de: `Diese Datei ist kein Foto, das wir lesen können. Bitte verwende ein ${TYPES_DE}.`, pl: `Ten plik nie jest zdjęciem, które potrafimy odczytać. Użyj obrazu w formacie ${TYPES_PL}.`,
  },
  PHOTO_UNREADABLE: {
    en: 'The photo could not be read; it may be damaged or incomplete. Please take it again.',
    de: 'Das Foto konnte nicht gelesen werden; vielleicht ist es beschädigt oder unvollständig. Bitte nimm es erneut auf.', pl: 'Nie udało się odczytać zdjęcia; może jest uszkodzone lub niekompletne. Zrób je ponownie.',
  },
  PHOTO_TOO_MANY_PIXELS: {
    en: 'The photo has more than {{megapixels}} megapixels. Please choose a smaller photo.',
    de: 'Das Foto hat mehr als {{megapixels}} Megapixel. Bitte wähle ein kleineres Foto.', pl: 'Zdjęcie ma więcej niż {{megapixels}} megapikseli. Wybierz mniejsze zdjęcie.',
  },
  [PHOTO_REMOVED_CODE]: { en: 'This photo was removed by a moderator.', de: 'Dieses Foto wurde von der Moderation entfernt.', pl: 'To zdjęcie zostało usunięte przez moderację.' },
  [PHOTO_STORE_UNAVAILABLE_CODE]: {
    en: 'Photos cannot be loaded right now. Please try again in a moment.',
    de: 'Fotos können gerade nicht geladen werden. Bitte versuche es gleich noch einmal.', pl: 'Nie można teraz wczytać zdjęć. Spróbuj ponownie za chwilę.',
  },
  [PHOTO_FACE_CHECK_UNAVAILABLE_CODE]: {
    en: 'Photos cannot be checked for faces right now. Please send it again in a moment.',
    de: 'Fotos können gerade nicht auf Gesichter geprüft werden. Bitte sende es gleich noch einmal.', pl: 'Nie można teraz sprawdzić zdjęć pod kątem twarzy. Wyślij zdjęcie ponownie za chwilę.',
  },
  'VALIDATION_FAILED.blurRegions': {
    en: BLUR_REGIONS_MESSAGE,
    de: `blurRegions muss ein JSON-Array von höchstens ${BLUR_REGIONS_MAX} Bereichen { x, y, w, h, by } im Foto sein (Anteile von 0 bis 1), by device oder person`, pl: `blurRegions musi być tablicą JSON z najwyżej ${BLUR_REGIONS_MAX} obszarami { x, y, w, h, by } na zdjęciu (ułamki od 0 do 1), by device lub person`,
  },
  PHOTO_NOT_FOUND: { en: 'This photo is not available.', de: 'Dieses Foto ist nicht verfügbar.', pl: 'To zdjęcie jest niedostępne.' },
  'PHOTO_NOT_FOUND.missing': { en: 'This photo does not exist.', de: 'Dieses Foto gibt es nicht.', pl: 'To zdjęcie nie istnieje.' },
  PHOTO_DELETED: { en: 'This photo was deleted; it cannot be changed any more.', de: 'Dieses Foto wurde gelöscht; es kann nicht mehr geändert werden.', pl: 'To zdjęcie zostało usunięte; nie można go już zmienić.' },
  OWN_PHOTO: { en: 'You cannot report your own photo.', de: 'Du kannst dein eigenes Foto nicht melden.', pl: 'Nie możesz zgłosić własnego zdjęcia.' },
  'RATE_LIMITED.photoFlags': {
    en: `You have reported ${PHOTO_FLAG_DAILY_LIMIT} photos today. Thank you! Please try again tomorrow.`,
    de: `Du hast heute ${PHOTO_FLAG_DAILY_LIMIT} Fotos gemeldet. Danke! Bitte versuche es morgen wieder.`, pl: `Zgłoszono dziś ${PHOTO_FLAG_DAILY_LIMIT} zdjęć. Dziękujemy! Spróbuj ponownie jutro.`,
  },
  'VALIDATION_FAILED.flagReason': { en: 'Please choose a reason', de: 'Bitte wähle einen Grund', pl: 'Wybierz powód' },
  'VALIDATION_FAILED.flagDetails': { en: `Details must be at most ${PHOTO_FLAG_DETAILS_MAX} characters`, de: `Die Details dürfen höchstens ${PHOTO_FLAG_DETAILS_MAX} Zeichen lang sein`, pl: `Szczegóły mogą mieć najwyżej ${PHOTO_FLAG_DETAILS_MAX} znaków` },
} as const satisfies ErrorTextCatalogue;
