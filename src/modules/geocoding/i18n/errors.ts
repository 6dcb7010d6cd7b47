import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { GEOCODER_BUSY_MESSAGE, GEOCODER_SUPERSEDED_MESSAGE, GEOCODER_UNAVAILABLE_MESSAGE } from '../contract';

/** The geocoding module's error texts (http/error-texts.ts). */
export const geocodingErrorTexts = {
  GEOCODER_BUSY: { en: GEOCODER_BUSY_MESSAGE, de: 'Die Adresssuche ist gerade ausgelastet. Bitte versuche es gleich noch einmal.', ar: 'البحث عن العناوين مشغول. يُرجى المحاولة بعد قليل.' },
  GEOCODER_SUPERSEDED: { en: GEOCODER_SUPERSEDED_MESSAGE, de: 'Eine neuere Adresssuche hat diese ersetzt.', ar: 'حلّ بحث أحدث عن عنوان محلّ هذا البحث.' },
  GEOCODER_UNAVAILABLE: { en: GEOCODER_UNAVAILABLE_MESSAGE, de: 'Die Adresssuche ist gerade nicht verfügbar. Du kannst die Adresse trotzdem selbst eingeben.', ar: 'البحث عن العناوين غير متاح الآن. لا يزال بإمكانك كتابة العنوان بنفسك.' },
} as const satisfies ErrorTextCatalogue;
