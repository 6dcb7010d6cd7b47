import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { LITTER_BRAND_MAX, LITTER_COUNT_MAX, LITTER_TAGS_MAX, LITTER_TOTALS_MAX_RADIUS_KM } from '../contract';
import { LITTER_MESSAGES as M } from '../schemas';

/** The litter module's error texts (http/error-texts.ts): the tags' and the totals' field messages. */
export const litterErrorTexts = {
  'VALIDATION_FAILED.litterCategory': { en: M.category, de: 'category muss eine Müll-Kategorie sein', es: 'category debe ser una categoría de basura' },
  'VALIDATION_FAILED.litterItem': { en: M.item, de: 'item muss ein Müll-Gegenstand seiner Kategorie sein', es: 'item debe ser un objeto de basura de su categoría' },
  'VALIDATION_FAILED.litterMaterial': { en: M.material, de: 'material muss ein Material der Liste sein', es: 'material debe ser un material de la lista' },
  'VALIDATION_FAILED.litterBrand': { en: M.brand, de: `brand darf höchstens ${LITTER_BRAND_MAX} Zeichen lang sein`, es: `brand puede tener como máximo ${LITTER_BRAND_MAX} caracteres` },
  'VALIDATION_FAILED.litterCount': { en: M.count, de: `count muss eine ganze Zahl von 1 bis ${LITTER_COUNT_MAX} sein`, es: `count debe ser un número entero de 1 a ${LITTER_COUNT_MAX}` },
  'VALIDATION_FAILED.litterTooMany': { en: M.tooMany, de: `Höchstens ${LITTER_TAGS_MAX} Markierungen`, es: `Como máximo ${LITTER_TAGS_MAX} etiquetas` },
  'VALIDATION_FAILED.litterNotJson': { en: M.notJson, de: 'tags muss ein JSON-Array von Markierungen sein', es: 'tags debe ser un array JSON de etiquetas' },
  'VALIDATION_FAILED.litterLatitude': { en: M.latitude, de: 'latitude muss zwischen -90 und 90 liegen', es: 'latitude debe estar entre -90 y 90' },
  'VALIDATION_FAILED.litterLongitude': { en: M.longitude, de: 'longitude muss zwischen -180 und 180 liegen', es: 'longitude debe estar entre -180 y 180' },
  'VALIDATION_FAILED.litterRadius': { en: M.radius, de: `radiusKm muss größer als 0 und höchstens ${LITTER_TOTALS_MAX_RADIUS_KM} sein`, es: `radiusKm debe ser mayor que 0 y como máximo ${LITTER_TOTALS_MAX_RADIUS_KM}` },
  'VALIDATION_FAILED.litterDay': { en: M.day, de: 'from und to müssen Daten sein (JJJJ-MM-TT oder eine ISO-Zeit)', es: 'from y to deben ser fechas (AAAA-MM-DD o una hora ISO)' },
} as const satisfies ErrorTextCatalogue;
