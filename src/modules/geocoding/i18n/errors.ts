import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { GEOCODER_BUSY_MESSAGE, GEOCODER_SUPERSEDED_MESSAGE, GEOCODER_UNAVAILABLE_MESSAGE } from '../contract';

/** The geocoding module's error texts (http/error-texts.ts). */
export const geocodingErrorTexts = {
  GEOCODER_BUSY: { en: GEOCODER_BUSY_MESSAGE, de: 'Die Adresssuche ist gerade ausgelastet. Bitte versuche es gleich noch einmal.', it: 'La ricerca degli indirizzi è occupata. Riprova tra un momento.' },
  GEOCODER_SUPERSEDED: { en: GEOCODER_SUPERSEDED_MESSAGE, de: 'Eine neuere Adresssuche hat diese ersetzt.', it: 'Una ricerca di indirizzi più recente ha sostituito questa.' },
  GEOCODER_UNAVAILABLE: { en: GEOCODER_UNAVAILABLE_MESSAGE, de: 'Die Adresssuche ist gerade nicht verfügbar. Du kannst die Adresse trotzdem selbst eingeben.', it: 'La ricerca degli indirizzi non è disponibile al momento. Puoi comunque scrivere l\'indirizzo tu.' },
} as const satisfies ErrorTextCatalogue;
