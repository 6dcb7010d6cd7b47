import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { BLUR_REGIONS_MESSAGE } from '../schemas';
import { BLUR_REGIONS_MAX, PHOTO_ACCEPTED_TYPES, PHOTO_FACE_CHECK_UNAVAILABLE_CODE, PHOTO_FLAG_DAILY_LIMIT, PHOTO_FLAG_DETAILS_MAX, PHOTO_REMOVED_CODE, PHOTO_STORE_UNAVAILABLE_CODE, PHOTO_TOO_LARGE } from '../contract';

/** German name of the accepted formats (PHOTO_ACCEPTED_TYPES). */
const TYPES_DE = 'JPEG-, PNG-, WebP-, AVIF- oder HEIC-Bild';
const TYPES_FR = 'JPEG, PNG, WebP, AVIF ou HEIC';
const TYPES_NL = 'JPEG-, PNG-, WebP-, AVIF- of HEIC-afbeelding';
/** Polish name of the accepted formats (PHOTO_ACCEPTED_TYPES). */
const TYPES_PL = 'JPEG, PNG, WebP, AVIF lub HEIC';

/** The photos module's error texts (http/error-texts.ts): the photo pipeline, photo access and flags. */
export const photosErrorTexts = {
  [PHOTO_TOO_LARGE.code]: { en: PHOTO_TOO_LARGE.message, de: 'Das Foto ist größer als 15 MB. Bitte wähle ein kleineres Foto.', fr: 'La photo dépasse 15 Mo. Choisis une photo plus petite.', es: 'La foto ocupa más de 15 MB. Elige una foto más pequeña.', it: 'La foto supera i 15 MB. Scegli una foto più piccola.', nl: 'De foto is groter dan 15 MB. Kies een kleinere foto.', pl: 'Zdjęcie jest większe niż 15 MB. Wybierz mniejsze zdjęcie.', ar: 'حجم الصورة أكبر من 15 ميغابايت. يُرجى اختيار صورة أصغر.' },
  PHOTO_EMPTY: { en: 'The photo file is empty. Please take or choose the photo again.', de: 'Die Fotodatei ist leer. Bitte nimm das Foto neu auf oder wähle es erneut.', fr: 'Le fichier de la photo est vide. Reprends la photo ou choisis-la de nouveau.', es: 'El archivo de la foto está vacío. Vuelve a hacer o a elegir la foto.', it: 'Il file della foto è vuoto. Scatta o scegli di nuovo la foto.', nl: 'Het fotobestand is leeg. Maak of kies de foto opnieuw.', pl: 'Plik zdjęcia jest pusty. Zrób lub wybierz zdjęcie ponownie.', ar: 'ملف الصورة فارغ. يُرجى التقاط الصورة أو اختيارها من جديد.' },
  PHOTO_UNSUPPORTED_TYPE: {
    en: `This file is not a photo we can read. Please use a ${PHOTO_ACCEPTED_TYPES} image.`,
    de: `Diese Datei ist kein Foto, das wir lesen können. Bitte verwende ein ${TYPES_DE}.`,
    fr: `Ce fichier n'est pas une photo que nous pouvons lire. Utilise une image ${TYPES_FR}.`,
    es: 'Este archivo no es una foto que podamos leer. Usa una imagen JPEG, PNG, WebP, AVIF o HEIC.',
    it: 'Questo file non è una foto che possiamo leggere. Usa un\'immagine JPEG, PNG, WebP, AVIF o HEIC.',
    nl: `Dit bestand is geen foto die we kunnen lezen. Gebruik een ${TYPES_NL}.`,
    pl: `Ten plik nie jest zdjęciem, które potrafimy odczytać. Użyj obrazu w formacie ${TYPES_PL}.`,
    ar: 'هذا الملف ليس صورة نستطيع قراءتها. يُرجى استخدام صورة JPEG أو PNG أو WebP أو AVIF أو HEIC.',
  },
  PHOTO_UNREADABLE: {
    en: 'The photo could not be read; it may be damaged or incomplete. Please take it again.',
    de: 'Das Foto konnte nicht gelesen werden; vielleicht ist es beschädigt oder unvollständig. Bitte nimm es erneut auf.',
    fr: "La photo n'a pas pu être lue ; elle est peut-être endommagée ou incomplète. Reprends-la.",
    es: 'No se ha podido leer la foto; puede que esté dañada o incompleta. Vuelve a hacerla.',
    it: 'Non è stato possibile leggere la foto; potrebbe essere danneggiata o incompleta. Scattala di nuovo.',
    nl: 'De foto kon niet worden gelezen; misschien is hij beschadigd of onvolledig. Maak hem opnieuw.',
    pl: 'Nie udało się odczytać zdjęcia; może jest uszkodzone lub niekompletne. Zrób je ponownie.',
    ar: 'تعذّرت قراءة الصورة؛ ربما كانت تالفة أو ناقصة. يُرجى التقاطها من جديد.',
  },
  PHOTO_TOO_MANY_PIXELS: {
    en: 'The photo has more than {{megapixels}} megapixels. Please choose a smaller photo.',
    de: 'Das Foto hat mehr als {{megapixels}} Megapixel. Bitte wähle ein kleineres Foto.',
    fr: 'La photo dépasse {{megapixels}} mégapixels. Choisis une photo plus petite.',
    es: 'La foto tiene más de {{megapixels}} megapíxeles. Elige una foto más pequeña.',
    it: 'La foto ha più di {{megapixels}} megapixel. Scegli una foto più piccola.',
    nl: 'De foto heeft meer dan {{megapixels}} megapixels. Kies een kleinere foto.',
    pl: 'Zdjęcie ma więcej niż {{megapixels}} megapikseli. Wybierz mniejsze zdjęcie.',
    ar: 'في الصورة أكثر من {{megapixels}} ميغابكسل. يُرجى اختيار صورة أصغر.',
  },
  [PHOTO_REMOVED_CODE]: { en: 'This photo was removed by a moderator.', de: 'Dieses Foto wurde von der Moderation entfernt.', fr: 'Cette photo a été retirée par la modération.', es: 'La moderación ha eliminado esta foto.', it: 'Questa foto è stata rimossa dalla moderazione.', nl: 'Deze foto is door een moderator verwijderd.', pl: 'To zdjęcie zostało usunięte przez moderację.', ar: 'أزال أحد المشرفين هذه الصورة.' },
  [PHOTO_STORE_UNAVAILABLE_CODE]: {
    en: 'Photos cannot be loaded right now. Please try again in a moment.',
    de: 'Fotos können gerade nicht geladen werden. Bitte versuche es gleich noch einmal.',
    fr: 'Les photos ne peuvent pas être chargées pour le moment. Réessaie dans un instant.',
    es: 'Ahora mismo no se pueden cargar las fotos. Vuelve a intentarlo en un momento.',
    it: 'Al momento non è possibile caricare le foto. Riprova tra un momento.',
    nl: "Foto's kunnen nu niet worden geladen. Probeer het zo opnieuw.",
    pl: 'Nie można teraz wczytać zdjęć. Spróbuj ponownie za chwilę.',
    ar: 'لا يمكن تحميل الصور الآن. يُرجى المحاولة بعد لحظة.',
  },
  [PHOTO_FACE_CHECK_UNAVAILABLE_CODE]: {
    en: 'Photos cannot be checked for faces right now. Please send it again in a moment.',
    de: 'Fotos können gerade nicht auf Gesichter geprüft werden. Bitte sende es gleich noch einmal.',
    fr: 'Les visages sur les photos ne peuvent pas être vérifiés pour le moment. Renvoie-la dans un instant.',
    es: 'Ahora mismo no se pueden buscar caras en las fotos. Vuelve a enviarla en un momento.',
    it: 'Al momento non è possibile controllare i volti nelle foto. Inviala di nuovo tra un momento.',
    nl: "Foto's kunnen nu niet op gezichten worden gecontroleerd. Stuur hem zo opnieuw.",
    pl: 'Nie można teraz sprawdzić zdjęć pod kątem twarzy. Wyślij zdjęcie ponownie za chwilę.',
    ar: 'لا يمكن فحص الصور بحثًا عن وجوه الآن. يُرجى إرسالها مرة أخرى بعد لحظة.',
  },
  'VALIDATION_FAILED.blurRegions': {
    en: BLUR_REGIONS_MESSAGE,
    de: `blurRegions muss ein JSON-Array von höchstens ${BLUR_REGIONS_MAX} Bereichen { x, y, w, h, by } im Foto sein (Anteile von 0 bis 1), by device oder person`,
    fr: `blurRegions doit être un tableau JSON d'au plus ${BLUR_REGIONS_MAX} zones { x, y, w, h, by } dans la photo (proportions de 0 à 1), by valant device ou person`,
    es: `blurRegions debe ser un array JSON de como máximo ${BLUR_REGIONS_MAX} zonas { x, y, w, h, by } dentro de la foto (fracciones de 0 a 1), by device o person`,
    it: `blurRegions deve essere un array JSON di al massimo ${BLUR_REGIONS_MAX} zone { x, y, w, h, by } all'interno della foto (frazioni da 0 a 1), by device o person`,
    nl: `blurRegions moet een JSON-array zijn van maximaal ${BLUR_REGIONS_MAX} gebieden { x, y, w, h, by } in de foto (aandelen van 0 tot 1), by device of person`,
    pl: `blurRegions musi być tablicą JSON z najwyżej ${BLUR_REGIONS_MAX} obszarami { x, y, w, h, by } na zdjęciu (ułamki od 0 do 1), by device lub person`,
    ar: 'يجب أن تكون blurRegions مصفوفة JSON من 50 منطقة على الأكثر { x, y, w, h, by } داخل الصورة (كسور من 0 إلى 1)، وby إما device أو person',
  },
  PHOTO_NOT_FOUND: { en: 'This photo is not available.', de: 'Dieses Foto ist nicht verfügbar.', fr: "Cette photo n'est pas disponible.", es: 'Esta foto no está disponible.', it: 'Questa foto non è disponibile.', nl: 'Deze foto is niet beschikbaar.', pl: 'To zdjęcie jest niedostępne.', ar: 'هذه الصورة غير متاحة.' },
  'PHOTO_NOT_FOUND.missing': { en: 'This photo does not exist.', de: 'Dieses Foto gibt es nicht.', fr: "Cette photo n'existe pas.", es: 'Esta foto no existe.', it: 'Questa foto non esiste.', nl: 'Deze foto bestaat niet.', pl: 'To zdjęcie nie istnieje.', ar: 'هذه الصورة غير موجودة.' },
  PHOTO_DELETED: { en: 'This photo was deleted; it cannot be changed any more.', de: 'Dieses Foto wurde gelöscht; es kann nicht mehr geändert werden.', fr: 'Cette photo a été supprimée ; elle ne peut plus être modifiée.', es: 'Esta foto se ha eliminado; ya no se puede cambiar.', it: 'Questa foto è stata eliminata; non può più essere modificata.', nl: 'Deze foto is verwijderd; hij kan niet meer worden gewijzigd.', pl: 'To zdjęcie zostało usunięte; nie można go już zmienić.', ar: 'حُذفت هذه الصورة؛ ولا يمكن تغييرها بعد الآن.' },
  OWN_PHOTO: { en: 'You cannot report your own photo.', de: 'Du kannst dein eigenes Foto nicht melden.', fr: 'Tu ne peux pas signaler ta propre photo.', es: 'No puedes denunciar tu propia foto.', it: 'Non puoi segnalare una tua foto.', nl: 'Je kunt je eigen foto niet melden.', pl: 'Nie możesz zgłosić własnego zdjęcia.', ar: 'لا يمكنك الإبلاغ عن صورتك.' },
  'RATE_LIMITED.photoFlags': {
    en: `You have reported ${PHOTO_FLAG_DAILY_LIMIT} photos today. Thank you! Please try again tomorrow.`,
    de: `Du hast heute ${PHOTO_FLAG_DAILY_LIMIT} Fotos gemeldet. Danke! Bitte versuche es morgen wieder.`,
    fr: `Tu as signalé ${PHOTO_FLAG_DAILY_LIMIT} photos aujourd'hui. Merci\u00a0! Réessaie demain.`,
    es: `Hoy has denunciado ${PHOTO_FLAG_DAILY_LIMIT} fotos. ¡Gracias! Vuelve a intentarlo mañana.`,
    it: `Oggi hai segnalato ${PHOTO_FLAG_DAILY_LIMIT} foto. Grazie! Riprova domani.`,
    nl: `Je hebt vandaag ${PHOTO_FLAG_DAILY_LIMIT} foto's gemeld. Bedankt! Probeer het morgen opnieuw.`,
    pl: `Zgłoszono dziś ${PHOTO_FLAG_DAILY_LIMIT} zdjęć. Dziękujemy! Spróbuj ponownie jutro.`,
    ar: 'أبلغت عن 20 صورة اليوم. شكرًا لك! يُرجى المحاولة مرة أخرى غدًا.',
  },
  'VALIDATION_FAILED.flagReason': { en: 'Please choose a reason', de: 'Bitte wähle einen Grund', fr: 'Choisis un motif', es: 'Elige un motivo', it: 'Scegli un motivo', nl: 'Kies een reden', pl: 'Wybierz powód', ar: 'يُرجى اختيار سبب' },
  'VALIDATION_FAILED.flagDetails': { en: `Details must be at most ${PHOTO_FLAG_DETAILS_MAX} characters`, de: `Die Details dürfen höchstens ${PHOTO_FLAG_DETAILS_MAX} Zeichen lang sein`, fr: `Les détails doivent compter ${PHOTO_FLAG_DETAILS_MAX} caractères au maximum`, es: `Los detalles pueden tener como máximo ${PHOTO_FLAG_DETAILS_MAX} caracteres`, it: `I dettagli possono avere al massimo ${PHOTO_FLAG_DETAILS_MAX} caratteri`, nl: `De details mogen maximaal ${PHOTO_FLAG_DETAILS_MAX} tekens lang zijn`, pl: `Szczegóły mogą mieć najwyżej ${PHOTO_FLAG_DETAILS_MAX} znaków`, ar: 'يجب ألا تتجاوز التفاصيل 500 حرف' },
} as const satisfies ErrorTextCatalogue;
