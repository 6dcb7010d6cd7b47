import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { BLUR_REGIONS_MESSAGE } from '../schemas';
import { BLUR_REGIONS_MAX, PHOTO_ACCEPTED_TYPES, PHOTO_FACE_CHECK_UNAVAILABLE_CODE, PHOTO_FLAG_DAILY_LIMIT, PHOTO_FLAG_DETAILS_MAX, PHOTO_REMOVED_CODE, PHOTO_STORE_UNAVAILABLE_CODE, PHOTO_TOO_LARGE } from '../contract';

/** German name of the accepted formats (PHOTO_ACCEPTED_TYPES). */
const TYPES_DE = 'JPEG-, PNG-, WebP-, AVIF- oder HEIC-Bild';
const TYPES_NL = 'JPEG-, PNG-, WebP-, AVIF- of HEIC-afbeelding';

/** The photos module's error texts (http/error-texts.ts): the photo pipeline, photo access and flags. */
export const photosErrorTexts = {
  [PHOTO_TOO_LARGE.code]: { en: PHOTO_TOO_LARGE.message, de: 'Das Foto ist größer als 15 MB. Bitte wähle ein kleineres Foto.', nl: 'De foto is groter dan 15 MB. Kies een kleinere foto.' },
  PHOTO_EMPTY: { en: 'The photo file is empty. Please take or choose the photo again.', de: 'Die Fotodatei ist leer. Bitte nimm das Foto neu auf oder wähle es erneut.', nl: 'Het fotobestand is leeg. Maak of kies de foto opnieuw.' },
  PHOTO_UNSUPPORTED_TYPE: {
    en: `This file is not a photo we can read. Please use a ${PHOTO_ACCEPTED_TYPES} image.`,
    de: `Diese Datei ist kein Foto, das wir lesen können. Bitte verwende ein ${TYPES_DE}.`,
    nl: `Dit bestand is geen foto die we kunnen lezen. Gebruik een ${TYPES_NL}.`,
  },
  PHOTO_UNREADABLE: {
    en: 'The photo could not be read; it may be damaged or incomplete. Please take it again.',
    de: 'Das Foto konnte nicht gelesen werden; vielleicht ist es beschädigt oder unvollständig. Bitte nimm es erneut auf.',
    nl: 'De foto kon niet worden gelezen; misschien is hij beschadigd of onvolledig. Maak hem opnieuw.',
  },
  PHOTO_TOO_MANY_PIXELS: {
    en: 'The photo has more than {{megapixels}} megapixels. Please choose a smaller photo.',
    de: 'Das Foto hat mehr als {{megapixels}} Megapixel. Bitte wähle ein kleineres Foto.',
    nl: 'De foto heeft meer dan {{megapixels}} megapixels. Kies een kleinere foto.',
  },
  [PHOTO_REMOVED_CODE]: { en: 'This photo was removed by a moderator.', de: 'Dieses Foto wurde von der Moderation entfernt.', nl: 'Deze foto is door een moderator verwijderd.' },
  [PHOTO_STORE_UNAVAILABLE_CODE]: {
    en: 'Photos cannot be loaded right now. Please try again in a moment.',
    de: 'Fotos können gerade nicht geladen werden. Bitte versuche es gleich noch einmal.',
    nl: "Foto's kunnen nu niet worden geladen. Probeer het zo opnieuw.",
  },
  [PHOTO_FACE_CHECK_UNAVAILABLE_CODE]: {
    en: 'Photos cannot be checked for faces right now. Please send it again in a moment.',
    de: 'Fotos können gerade nicht auf Gesichter geprüft werden. Bitte sende es gleich noch einmal.',
    nl: "Foto's kunnen nu niet op gezichten worden gecontroleerd. Stuur hem zo opnieuw.",
  },
  'VALIDATION_FAILED.blurRegions': {
    en: BLUR_REGIONS_MESSAGE,
    de: `blurRegions muss ein JSON-Array von höchstens ${BLUR_REGIONS_MAX} Bereichen { x, y, w, h, by } im Foto sein (Anteile von 0 bis 1), by device oder person`,
    nl: `blurRegions moet een JSON-array zijn van maximaal ${BLUR_REGIONS_MAX} gebieden { x, y, w, h, by } in de foto (aandelen van 0 tot 1), by device of person`,
  },
  PHOTO_NOT_FOUND: { en: 'This photo is not available.', de: 'Dieses Foto ist nicht verfügbar.', nl: 'Deze foto is niet beschikbaar.' },
  'PHOTO_NOT_FOUND.missing': { en: 'This photo does not exist.', de: 'Dieses Foto gibt es nicht.', nl: 'Deze foto bestaat niet.' },
  PHOTO_DELETED: { en: 'This photo was deleted; it cannot be changed any more.', de: 'Dieses Foto wurde gelöscht; es kann nicht mehr geändert werden.', nl: 'Deze foto is verwijderd; hij kan niet meer worden gewijzigd.' },
  OWN_PHOTO: { en: 'You cannot report your own photo.', de: 'Du kannst dein eigenes Foto nicht melden.', nl: 'Je kunt je eigen foto niet melden.' },
  'RATE_LIMITED.photoFlags': {
    en: `You have reported ${PHOTO_FLAG_DAILY_LIMIT} photos today. Thank you! Please try again tomorrow.`,
    de: `Du hast heute ${PHOTO_FLAG_DAILY_LIMIT} Fotos gemeldet. Danke! Bitte versuche es morgen wieder.`,
    nl: `Je hebt vandaag ${PHOTO_FLAG_DAILY_LIMIT} foto's gemeld. Bedankt! Probeer het morgen opnieuw.`,
  },
  'VALIDATION_FAILED.flagReason': { en: 'Please choose a reason', de: 'Bitte wähle einen Grund', nl: 'Kies een reden' },
  'VALIDATION_FAILED.flagDetails': { en: `Details must be at most ${PHOTO_FLAG_DETAILS_MAX} characters`, de: `Die Details dürfen höchstens ${PHOTO_FLAG_DETAILS_MAX} Zeichen lang sein`, nl: `De details mogen maximaal ${PHOTO_FLAG_DETAILS_MAX} tekens lang zijn` },
} as const satisfies ErrorTextCatalogue;
