import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { LITTER_BRAND_MAX, LITTER_COUNT_MAX, LITTER_TAGS_MAX, LITTER_TOTALS_MAX_RADIUS_KM } from '../contract';
import { LITTER_MESSAGES as M } from '../schemas';

/** The litter module's error texts (http/error-texts.ts): the tags' and the totals' field messages. */
export const litterErrorTexts = {
  'VALIDATION_FAILED.litterCategory': { en: M.category, de: 'category muss eine Müll-Kategorie sein', ar: 'يجب أن تكون category فئة نفايات' },
  'VALIDATION_FAILED.litterItem': { en: M.item, de: 'item muss ein Müll-Gegenstand seiner Kategorie sein', ar: 'يجب أن يكون item غرض نفايات من فئته' },
  'VALIDATION_FAILED.litterMaterial': { en: M.material, de: 'material muss ein Material der Liste sein', ar: 'يجب أن تكون material مادة نفايات' },
  'VALIDATION_FAILED.litterBrand': { en: M.brand, de: `brand darf höchstens ${LITTER_BRAND_MAX} Zeichen lang sein`, ar: 'يجب ألا تتجاوز brand ستين حرفًا' },
  'VALIDATION_FAILED.litterCount': { en: M.count, de: `count muss eine ganze Zahl von 1 bis ${LITTER_COUNT_MAX} sein`, ar: 'يجب أن يكون count عددًا صحيحًا من 1 إلى 999' },
  'VALIDATION_FAILED.litterTooMany': { en: M.tooMany, de: `Höchstens ${LITTER_TAGS_MAX} Markierungen`, ar: '50 وسمًا على الأكثر' },
  'VALIDATION_FAILED.litterNotJson': { en: M.notJson, de: 'tags muss ein JSON-Array von Markierungen sein', ar: 'يجب أن تكون tags مصفوفة JSON من الوسوم' },
  'VALIDATION_FAILED.litterLatitude': { en: M.latitude, de: 'latitude muss zwischen -90 und 90 liegen', ar: 'يجب أن يكون latitude بين -90 و90' },
  'VALIDATION_FAILED.litterLongitude': { en: M.longitude, de: 'longitude muss zwischen -180 und 180 liegen', ar: 'يجب أن يكون longitude بين -180 و180' },
  'VALIDATION_FAILED.litterRadius': { en: M.radius, de: `radiusKm muss größer als 0 und höchstens ${LITTER_TOTALS_MAX_RADIUS_KM} sein`, ar: 'يجب أن يكون radiusKm أكبر من 0 وألا يتجاوز 100' },
  'VALIDATION_FAILED.litterDay': { en: M.day, de: 'from und to müssen Daten sein (JJJJ-MM-TT oder eine ISO-Zeit)', ar: 'يجب أن يكون from وto تاريخين (YYYY-MM-DD أو وقتًا بصيغة ISO)' },
} as const satisfies ErrorTextCatalogue;
