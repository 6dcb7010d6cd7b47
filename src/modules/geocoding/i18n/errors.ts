import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { GEOCODER_BUSY_MESSAGE, GEOCODER_SUPERSEDED_MESSAGE, GEOCODER_UNAVAILABLE_MESSAGE } from '../contract';

/** The geocoding module's error texts (http/error-texts.ts). */
export const geocodingErrorTexts = {
  GEOCODER_BUSY: { en: GEOCODER_BUSY_MESSAGE, de: 'Die Adresssuche ist gerade ausgelastet. Bitte versuche es gleich noch einmal.', nl: 'Adressen zoeken is druk bezet. Probeer het zo opnieuw.' },
  GEOCODER_SUPERSEDED: { en: GEOCODER_SUPERSEDED_MESSAGE, de: 'Eine neuere Adresssuche hat diese ersetzt.', nl: 'Een nieuwere zoekopdracht naar een adres heeft deze vervangen.' },
  GEOCODER_UNAVAILABLE: { en: GEOCODER_UNAVAILABLE_MESSAGE, de: 'Die Adresssuche ist gerade nicht verfügbar. Du kannst die Adresse trotzdem selbst eingeben.', nl: 'Adressen zoeken is nu niet beschikbaar. Je kunt het adres nog steeds zelf invoeren.' },
} as const satisfies ErrorTextCatalogue;
