import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { LITTER_BRAND_MAX, LITTER_COUNT_MAX, LITTER_TAGS_MAX, LITTER_TOTALS_MAX_RADIUS_KM } from '../contract';
import { LITTER_MESSAGES as M } from '../schemas';

/** The litter module's error texts (http/error-texts.ts): the tags' and the totals' field messages. */
export const litterErrorTexts = {
  'VALIDATION_FAILED.litterCategory': { en: M.category, de: 'category muss eine Müll-Kategorie sein', fr: 'category doit être une catégorie de déchets', es: 'category debe ser una categoría de basura', it: 'category deve essere una categoria di rifiuti' },
  'VALIDATION_FAILED.litterItem': { en: M.item, de: 'item muss ein Müll-Gegenstand seiner Kategorie sein', fr: 'item doit être un objet de déchet de sa catégorie', es: 'item debe ser un objeto de basura de su categoría', it: 'item deve essere un oggetto della sua categoria di rifiuti' },
  'VALIDATION_FAILED.litterMaterial': { en: M.material, de: 'material muss ein Material der Liste sein', fr: 'material doit être un matériau de la liste', es: 'material debe ser un material de la lista', it: 'material deve essere un materiale dell\'elenco' },
  'VALIDATION_FAILED.litterBrand': { en: M.brand, de: `brand darf höchstens ${LITTER_BRAND_MAX} Zeichen lang sein`, fr: `brand doit compter ${LITTER_BRAND_MAX} caractères au maximum`, es: `brand puede tener como máximo ${LITTER_BRAND_MAX} caracteres`, it: `brand può avere al massimo ${LITTER_BRAND_MAX} caratteri` },
  'VALIDATION_FAILED.litterCount': { en: M.count, de: `count muss eine ganze Zahl von 1 bis ${LITTER_COUNT_MAX} sein`, fr: `count doit être un nombre entier de 1 à ${LITTER_COUNT_MAX}`, es: `count debe ser un número entero de 1 a ${LITTER_COUNT_MAX}`, it: `count deve essere un numero intero da 1 a ${LITTER_COUNT_MAX}` },
  'VALIDATION_FAILED.litterTooMany': { en: M.tooMany, de: `Höchstens ${LITTER_TAGS_MAX} Markierungen`, fr: `${LITTER_TAGS_MAX} étiquettes au maximum`, es: `Como máximo ${LITTER_TAGS_MAX} etiquetas`, it: `Al massimo ${LITTER_TAGS_MAX} etichette` },
  'VALIDATION_FAILED.litterNotJson': { en: M.notJson, de: 'tags muss ein JSON-Array von Markierungen sein', fr: "tags doit être un tableau JSON d'étiquettes", es: 'tags debe ser un array JSON de etiquetas', it: 'tags deve essere un array JSON di etichette' },
  'VALIDATION_FAILED.litterLatitude': { en: M.latitude, de: 'latitude muss zwischen -90 und 90 liegen', fr: 'latitude doit être comprise entre -90 et 90', es: 'latitude debe estar entre -90 y 90', it: 'latitude deve essere compresa tra -90 e 90' },
  'VALIDATION_FAILED.litterLongitude': { en: M.longitude, de: 'longitude muss zwischen -180 und 180 liegen', fr: 'longitude doit être comprise entre -180 et 180', es: 'longitude debe estar entre -180 y 180', it: 'longitude deve essere compresa tra -180 e 180' },
  'VALIDATION_FAILED.litterRadius': { en: M.radius, de: `radiusKm muss größer als 0 und höchstens ${LITTER_TOTALS_MAX_RADIUS_KM} sein`, fr: `radiusKm doit être supérieur à 0 et au maximum de ${LITTER_TOTALS_MAX_RADIUS_KM}`, es: `radiusKm debe ser mayor que 0 y como máximo ${LITTER_TOTALS_MAX_RADIUS_KM}`, it: `radiusKm deve essere maggiore di 0 e al massimo ${LITTER_TOTALS_MAX_RADIUS_KM}` },
  'VALIDATION_FAILED.litterDay': { en: M.day, de: 'from und to müssen Daten sein (JJJJ-MM-TT oder eine ISO-Zeit)', fr: 'from et to doivent être des dates (AAAA-MM-JJ ou une heure ISO)', es: 'from y to deben ser fechas (AAAA-MM-DD o una hora ISO)', it: 'from e to devono essere date (AAAA-MM-GG o un orario ISO)' },
} as const satisfies ErrorTextCatalogue;
