import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN_DATA_STATUS_FILTERS, TOO_MANY_DOWNLOADS } from '../contract';
import { OPEN_DATA_MESSAGES as M } from '../schemas';

/** The opendata module's error texts (http/error-texts.ts): the filters' field messages and the download limit. */
export const openDataErrorTexts = {
  'RATE_LIMITED.openData': { en: TOO_MANY_DOWNLOADS, de: 'Du hast die offenen Daten in kurzer Zeit sehr oft heruntergeladen. Bitte warte eine Weile und versuche es dann erneut.', ar: 'نزّلت البيانات المفتوحة مرات كثيرة في وقت قصير. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' },
  'VALIDATION_FAILED.openDataBbox': {
    en: M.bbox,
    de: 'bbox muss minLon,minLat,maxLon,maxLat sein: vier Zahlen, Längengrade von -180 bis 180, Breitengrade von -90 bis 90, minLat nicht über maxLat', ar: 'يجب أن يكون bbox بالشكل minLon,minLat,maxLon,maxLat: أربعة أرقام، خطوط الطول من -180 إلى 180، وخطوط العرض من -90 إلى 90، وminLat ليس أكبر من maxLat',
  },
  'VALIDATION_FAILED.openDataSince': { en: M.since, de: 'since muss ein Tag im Format JJJJ-MM-TT sein', ar: 'يجب أن يكون since يومًا بصيغة YYYY-MM-DD' },
  'VALIDATION_FAILED.openDataUntil': { en: M.until, de: 'until muss ein Tag im Format JJJJ-MM-TT sein', ar: 'يجب أن يكون until يومًا بصيغة YYYY-MM-DD' },
  'VALIDATION_FAILED.openDataUntilBeforeSince': { en: M.untilBeforeSince, de: 'until darf nicht vor since liegen', ar: 'يجب ألا يكون until قبل since' },
  'VALIDATION_FAILED.openDataStatus': { en: M.status, de: `status muss einer dieser Werte sein: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, ar: 'يجب أن يكون status إحدى القيم: available، assigned، completed، open، closed' },
} as const satisfies ErrorTextCatalogue;
