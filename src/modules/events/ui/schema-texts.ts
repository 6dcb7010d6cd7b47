import type { TFunction } from 'i18next';
import { EVENT_CAPACITY_MAX, EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_SUMMARY_LIMITS, EVENT_TITLE_MAX, EVENT_TITLE_MIN } from '../contract';
import { EVENT_MESSAGES } from '../schemas';

const KEYS = new Map<string, string>(Object.entries(EVENT_MESSAGES).map(([key, message]) => [message, key]));

/** The numbers a message names, by its key. */
function limitsOf(key: string): Record<string, number> {
  switch (key) {
    case 'titleLength':
      return { min: EVENT_TITLE_MIN, max: EVENT_TITLE_MAX };
    case 'descriptionLength':
      return { max: EVENT_DESCRIPTION_MAX };
    case 'locationLength':
      return { max: EVENT_LOCATION_MAX };
    case 'capacity':
      return { max: EVENT_CAPACITY_MAX };
    case 'bags':
    case 'kg':
    case 'areaM2':
      return { max: EVENT_SUMMARY_LIMITS[key] };
    default:
      return {};
  }
}

/** A message of the shared schemas (schemas.ts, English) in the page's language; unknown ones as they are. */
export function schemaText(t: TFunction, message: string): string {
  const key = KEYS.get(message);
  return key ? t(`events:schema.${key}`, { ...limitsOf(key), defaultValue: message }) : message;
}
