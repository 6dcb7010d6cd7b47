import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN_DATA_STATUS_FILTERS, TOO_MANY_DOWNLOADS } from '../contract';
import { OPEN_DATA_MESSAGES as M } from '../schemas';

/** The opendata module's error texts (http/error-texts.ts): the filters' field messages and the download limit. */
export const openDataErrorTexts = {
  'RATE_LIMITED.openData': { en: TOO_MANY_DOWNLOADS, de: 'Du hast die offenen Daten in kurzer Zeit sehr oft heruntergeladen. Bitte warte eine Weile und versuche es dann erneut.', nl: 'Je hebt de open data in korte tijd heel vaak gedownload. Wacht even en probeer het dan opnieuw.' },
  'VALIDATION_FAILED.openDataBbox': {
    en: M.bbox,
    de: 'bbox muss minLon,minLat,maxLon,maxLat sein: vier Zahlen, Längengrade von -180 bis 180, Breitengrade von -90 bis 90, minLat nicht über maxLat',
    nl: 'bbox moet minLon,minLat,maxLon,maxLat zijn: vier getallen, lengtegraden van -180 tot 180, breedtegraden van -90 tot 90, minLat niet boven maxLat',
  },
  'VALIDATION_FAILED.openDataSince': { en: M.since, de: 'since muss ein Tag im Format JJJJ-MM-TT sein', nl: 'since moet een dag zijn in de vorm JJJJ-MM-DD' },
  'VALIDATION_FAILED.openDataUntil': { en: M.until, de: 'until muss ein Tag im Format JJJJ-MM-TT sein', nl: 'until moet een dag zijn in de vorm JJJJ-MM-DD' },
  'VALIDATION_FAILED.openDataUntilBeforeSince': { en: M.untilBeforeSince, de: 'until darf nicht vor since liegen', nl: 'until mag niet voor since liggen' },
  'VALIDATION_FAILED.openDataStatus': { en: M.status, de: `status muss einer dieser Werte sein: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, nl: `status moet een van deze waarden zijn: ${OPEN_DATA_STATUS_FILTERS.join(', ')}` },
} as const satisfies ErrorTextCatalogue;
