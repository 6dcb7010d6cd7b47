import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { OPEN_DATA_STATUS_FILTERS, TOO_MANY_DOWNLOADS } from '../contract';
import { OPEN_DATA_MESSAGES as M } from '../schemas';

/** The opendata module's error texts (http/error-texts.ts): the filters' field messages and the download limit. */
export const openDataErrorTexts = {
  'RATE_LIMITED.openData': { en: TOO_MANY_DOWNLOADS, de: 'Du hast die offenen Daten in kurzer Zeit sehr oft heruntergeladen. Bitte warte eine Weile und versuche es dann erneut.', fr: 'Tu as téléchargé les données ouvertes très souvent en peu de temps. Patiente un moment, puis réessaie.', es: 'Has descargado los datos abiertos muchas veces en poco tiempo. Espera un rato y vuelve a intentarlo.', it: 'Hai scaricato i dati aperti molte volte in poco tempo. Aspetta un po\' e riprova.', nl: 'Je hebt de open data in korte tijd heel vaak gedownload. Wacht even en probeer het dan opnieuw.', pl: 'Otwarte dane zostały pobrane bardzo wiele razy w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.', ar: 'نزّلت البيانات المفتوحة مرات كثيرة في وقت قصير. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' },
  'VALIDATION_FAILED.openDataBbox': {
    en: M.bbox,
    de: 'bbox muss minLon,minLat,maxLon,maxLat sein: vier Zahlen, Längengrade von -180 bis 180, Breitengrade von -90 bis 90, minLat nicht über maxLat',
    fr: 'bbox doit valoir minLon,minLat,maxLon,maxLat : quatre nombres, longitudes de -180 à 180, latitudes de -90 à 90, minLat pas au-dessus de maxLat',
    es: 'bbox debe ser minLon,minLat,maxLon,maxLat: cuatro números, longitudes de -180 a 180, latitudes de -90 a 90, minLat no mayor que maxLat',
    it: 'bbox deve essere minLon,minLat,maxLon,maxLat: quattro numeri, longitudini da -180 a 180, latitudini da -90 a 90, minLat non superiore a maxLat',
    nl: 'bbox moet minLon,minLat,maxLon,maxLat zijn: vier getallen, lengtegraden van -180 tot 180, breedtegraden van -90 tot 90, minLat niet boven maxLat',
    pl: 'bbox musi mieć postać minLon,minLat,maxLon,maxLat: cztery liczby, długości geograficzne od -180 do 180, szerokości od -90 do 90, minLat nie większe niż maxLat',
    ar: 'يجب أن يكون bbox بالشكل minLon,minLat,maxLon,maxLat: أربعة أرقام، خطوط الطول من -180 إلى 180، وخطوط العرض من -90 إلى 90، وminLat ليس أكبر من maxLat',
  },
  'VALIDATION_FAILED.openDataSince': { en: M.since, de: 'since muss ein Tag im Format JJJJ-MM-TT sein', fr: 'since doit être un jour au format AAAA-MM-JJ', es: 'since debe ser un día con el formato AAAA-MM-DD', it: 'since deve essere un giorno nel formato AAAA-MM-GG', nl: 'since moet een dag zijn in de vorm JJJJ-MM-DD', pl: 'since musi być dniem w formacie RRRR-MM-DD', ar: 'يجب أن يكون since يومًا بصيغة YYYY-MM-DD' },
  'VALIDATION_FAILED.openDataUntil': { en: M.until, de: 'until muss ein Tag im Format JJJJ-MM-TT sein', fr: 'until doit être un jour au format AAAA-MM-JJ', es: 'until debe ser un día con el formato AAAA-MM-DD', it: 'until deve essere un giorno nel formato AAAA-MM-GG', nl: 'until moet een dag zijn in de vorm JJJJ-MM-DD', pl: 'until musi być dniem w formacie RRRR-MM-DD', ar: 'يجب أن يكون until يومًا بصيغة YYYY-MM-DD' },
  'VALIDATION_FAILED.openDataUntilBeforeSince': { en: M.untilBeforeSince, de: 'until darf nicht vor since liegen', fr: 'until ne doit pas être antérieur à since', es: 'until no puede ser anterior a since', it: 'until non può essere precedente a since', nl: 'until mag niet voor since liggen', pl: 'until nie może być przed since', ar: 'يجب ألا يكون until قبل since' },
  'VALIDATION_FAILED.openDataStatus': { en: M.status, de: `status muss einer dieser Werte sein: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, fr: `status doit être l'une de ces valeurs\u00a0: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, es: `status debe ser uno de estos valores: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, it: `status deve essere uno di questi valori: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, nl: `status moet een van deze waarden zijn: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, pl: `status musi mieć jedną z tych wartości: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`, ar: 'يجب أن يكون status إحدى القيم: available، assigned، completed، open، closed' },
} as const satisfies ErrorTextCatalogue;
