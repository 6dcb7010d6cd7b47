import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN_DATA_STATUS_FILTERS, TOO_MANY_DOWNLOADS } from '../contract';
import { OPEN_DATA_MESSAGES as M } from '../schemas';

/** The opendata module's error texts (http/error-texts.ts): the filters' field messages and the download limit. */
export const openDataErrorTexts = {
  'RATE_LIMITED.openData': { en: TOO_MANY_DOWNLOADS, de: 'Du hast die offenen Daten in kurzer Zeit sehr oft heruntergeladen. Bitte warte eine Weile und versuche es dann erneut.', it: 'Hai scaricato i dati aperti molte volte in poco tempo. Aspetta un po\' e riprova.' },
  'VALIDATION_FAILED.openDataBbox': {
    en: M.bbox,
    de: 'bbox muss minLon,minLat,maxLon,maxLat sein: vier Zahlen, Längengrade von -180 bis 180, Breitengrade von -90 bis 90, minLat nicht über maxLat',
    it: 'bbox deve essere minLon,minLat,maxLon,maxLat: quattro numeri, longitudini da -180 a 180, latitudini da -90 a 90, minLat non superiore a maxLat',
  },
  'VALIDATION_FAILED.openDataSince': { en: M.since, de: 'since muss ein Tag im Format JJJJ-MM-TT sein', it: 'since deve essere un giorno nel formato AAAA-MM-GG' },
  'VALIDATION_FAILED.openDataUntil': { en: M.until, de: 'until muss ein Tag im Format JJJJ-MM-TT sein', it: 'until deve essere un giorno nel formato AAAA-MM-GG' },
  'VALIDATION_FAILED.openDataUntilBeforeSince': { en: M.untilBeforeSince, de: 'until darf nicht vor since liegen', it: 'until non può essere precedente a since' },
  'VALIDATION_FAILED.openDataStatus': { en: M.status, de: `status muss einer dieser Werte sein: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, it: `status deve essere uno di questi valori: ${OPEN_DATA_STATUS_FILTERS.join(', ')}` },
} as const satisfies ErrorTextCatalogue;
