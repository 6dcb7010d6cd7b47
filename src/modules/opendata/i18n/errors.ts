import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN_DATA_STATUS_FILTERS, TOO_MANY_DOWNLOADS } from '../contract';
import { OPEN_DATA_MESSAGES as M } from '../schemas';

/** The opendata module's error texts (http/error-texts.ts): the filters' field messages and the download limit. */
export const openDataErrorTexts = {
  'RATE_LIMITED.openData': { en: TOO_MANY_DOWNLOADS, de: 'Du hast die offenen Daten in kurzer Zeit sehr oft heruntergeladen. Bitte warte eine Weile und versuche es dann erneut.', pl: 'Otwarte dane zostały pobrane bardzo wiele razy w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.' },
  'VALIDATION_FAILED.openDataBbox': {
    en: M.bbox,
    de: 'bbox muss minLon,minLat,maxLon,maxLat sein: vier Zahlen, Längengrade von -180 bis 180, Breitengrade von -90 bis 90, minLat nicht über maxLat', pl: 'bbox musi mieć postać minLon,minLat,maxLon,maxLat: cztery liczby, długości geograficzne od -180 do 180, szerokości od -90 do 90, minLat nie większe niż maxLat',
  },
  'VALIDATION_FAILED.openDataSince': { en: M.since, de: 'since muss ein Tag im Format JJJJ-MM-TT sein', pl: 'since musi być dniem w formacie RRRR-MM-DD' },
  'VALIDATION_FAILED.openDataUntil': { en: M.until, de: 'until muss ein Tag im Format JJJJ-MM-TT sein', pl: 'until musi być dniem w formacie RRRR-MM-DD' },
  'VALIDATION_FAILED.openDataUntilBeforeSince': { en: M.untilBeforeSince, de: 'until darf nicht vor since liegen', pl: 'until nie może być przed since' },
  'VALIDATION_FAILED.openDataStatus': { en: M.status, de: `status muss einer dieser Werte sein: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, pl: `status musi mieć jedną z tych wartości: ${OPEN_DATA_STATUS_FILTERS.join(', ')}` },
} as const satisfies ErrorTextCatalogue;
