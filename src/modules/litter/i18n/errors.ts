import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { LITTER_BRAND_MAX, LITTER_COUNT_MAX, LITTER_TAGS_MAX, LITTER_TOTALS_MAX_RADIUS_KM } from '../contract';
import { LITTER_MESSAGES as M } from '../schemas';

/** The litter module's error texts (http/error-texts.ts): the tags' and the totals' field messages. */
export const litterErrorTexts = {
  'VALIDATION_FAILED.litterCategory': { en: M.category, de: 'category muss eine Müll-Kategorie sein', pl: 'category musi być kategorią śmieci' },
  'VALIDATION_FAILED.litterItem': { en: M.item, de: 'item muss ein Müll-Gegenstand seiner Kategorie sein', pl: 'item musi być przedmiotem ze swojej kategorii śmieci' },
  'VALIDATION_FAILED.litterMaterial': { en: M.material, de: 'material muss ein Material der Liste sein', pl: 'material musi być materiałem z listy' },
  'VALIDATION_FAILED.litterBrand': { en: M.brand, de: `brand darf höchstens ${LITTER_BRAND_MAX} Zeichen lang sein`, pl: `brand może mieć najwyżej ${LITTER_BRAND_MAX} znaków` },
  'VALIDATION_FAILED.litterCount': { en: M.count, de: `count muss eine ganze Zahl von 1 bis ${LITTER_COUNT_MAX} sein`, pl: `count musi być liczbą całkowitą od 1 do ${LITTER_COUNT_MAX}` },
  'VALIDATION_FAILED.litterTooMany': { en: M.tooMany, de: `Höchstens ${LITTER_TAGS_MAX} Markierungen`, pl: `Najwyżej ${LITTER_TAGS_MAX} oznaczeń` },
  'VALIDATION_FAILED.litterNotJson': { en: M.notJson, de: 'tags muss ein JSON-Array von Markierungen sein', pl: 'tags musi być tablicą JSON oznaczeń' },
  'VALIDATION_FAILED.litterLatitude': { en: M.latitude, de: 'latitude muss zwischen -90 und 90 liegen', pl: 'latitude musi mieścić się między -90 a 90' },
  'VALIDATION_FAILED.litterLongitude': { en: M.longitude, de: 'longitude muss zwischen -180 und 180 liegen', pl: 'longitude musi mieścić się między -180 a 180' },
  'VALIDATION_FAILED.litterRadius': { en: M.radius, de: `radiusKm muss größer als 0 und höchstens ${LITTER_TOTALS_MAX_RADIUS_KM} sein`, pl: `radiusKm musi być większe od 0 i wynosić najwyżej ${LITTER_TOTALS_MAX_RADIUS_KM}` },
  'VALIDATION_FAILED.litterDay': { en: M.day, de: 'from und to müssen Daten sein (JJJJ-MM-TT oder eine ISO-Zeit)', pl: 'from i to muszą być datami (RRRR-MM-DD lub czas ISO)' },
} as const satisfies ErrorTextCatalogue;
