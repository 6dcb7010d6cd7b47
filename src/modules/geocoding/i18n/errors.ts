import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { GEOCODER_BUSY_MESSAGE, GEOCODER_SUPERSEDED_MESSAGE, GEOCODER_UNAVAILABLE_MESSAGE } from '../contract';

/** The geocoding module's error texts (http/error-texts.ts). */
export const geocodingErrorTexts = {
  GEOCODER_BUSY: { en: GEOCODER_BUSY_MESSAGE, de: 'Die Adresssuche ist gerade ausgelastet. Bitte versuche es gleich noch einmal.', pl: 'Wyszukiwarka adresów jest teraz zajęta. Spróbuj ponownie za chwilę.' },
  GEOCODER_SUPERSEDED: { en: GEOCODER_SUPERSEDED_MESSAGE, de: 'Eine neuere Adresssuche hat diese ersetzt.', pl: 'Nowsze wyszukiwanie adresu zastąpiło to wyszukiwanie.' },
  GEOCODER_UNAVAILABLE: { en: GEOCODER_UNAVAILABLE_MESSAGE, de: 'Die Adresssuche ist gerade nicht verfügbar. Du kannst die Adresse trotzdem selbst eingeben.', pl: 'Wyszukiwanie adresów jest teraz niedostępne. Nadal możesz wpisać adres samodzielnie.' },
} as const satisfies ErrorTextCatalogue;
