import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { LITTER_BRAND_MAX, LITTER_COUNT_MAX, LITTER_TAGS_MAX, LITTER_TOTALS_MAX_RADIUS_KM } from '../contract';
import { LITTER_MESSAGES as M } from '../schemas';

/** The litter module's error texts (http/error-texts.ts): the tags' and the totals' field messages. */
export const litterErrorTexts = {
  'VALIDATION_FAILED.litterCategory': { en: M.category, de: 'category muss eine Müll-Kategorie sein', it: 'category deve essere una categoria di rifiuti' },
  'VALIDATION_FAILED.litterItem': { en: M.item, de: 'item muss ein Müll-Gegenstand seiner Kategorie sein', it: 'item deve essere un oggetto della sua categoria di rifiuti' },
  'VALIDATION_FAILED.litterMaterial': { en: M.material, de: 'material muss ein Material der Liste sein', it: 'material deve essere un materiale dell\'elenco' },
  'VALIDATION_FAILED.litterBrand': { en: M.brand, de: `brand darf höchstens ${LITTER_BRAND_MAX} Zeichen lang sein`, it: `brand può avere al massimo ${LITTER_BRAND_MAX} caratteri` },
  'VALIDATION_FAILED.litterCount': { en: M.count, de: `count muss eine ganze Zahl von 1 bis ${LITTER_COUNT_MAX} sein`, it: `count deve essere un numero intero da 1 a ${LITTER_COUNT_MAX}` },
  'VALIDATION_FAILED.litterTooMany': { en: M.tooMany, de: `Höchstens ${LITTER_TAGS_MAX} Markierungen`, it: `Al massimo ${LITTER_TAGS_MAX} etichette` },
  'VALIDATION_FAILED.litterNotJson': { en: M.notJson, de: 'tags muss ein JSON-Array von Markierungen sein', it: 'tags deve essere un array JSON di etichette' },
  'VALIDATION_FAILED.litterLatitude': { en: M.latitude, de: 'latitude muss zwischen -90 und 90 liegen', it: 'latitude deve essere compresa tra -90 e 90' },
  'VALIDATION_FAILED.litterLongitude': { en: M.longitude, de: 'longitude muss zwischen -180 und 180 liegen', it: 'longitude deve essere compresa tra -180 e 180' },
  'VALIDATION_FAILED.litterRadius': { en: M.radius, de: `radiusKm muss größer als 0 und höchstens ${LITTER_TOTALS_MAX_RADIUS_KM} sein`, it: `radiusKm deve essere maggiore di 0 e al massimo ${LITTER_TOTALS_MAX_RADIUS_KM}` },
  'VALIDATION_FAILED.litterDay': { en: M.day, de: 'from und to müssen Daten sein (JJJJ-MM-TT oder eine ISO-Zeit)', it: 'from e to devono essere date (AAAA-MM-GG o un orario ISO)' },
} as const satisfies ErrorTextCatalogue;
