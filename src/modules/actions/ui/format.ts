import type { TFunction } from 'i18next';
import { SUBTYPE_UNKNOWN, TASK_MESSAGES } from '../schemas';

/** Spec 2: task type options with the first letter capitalised ('beach_cleanup' -> 'Beach cleanup'). */
export function capitalise(text: string): string {
  const spaced = text.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The label of a type: the translation, else the id with its first letter capitalised. */
export function typeLabel(t: TFunction, type: string): string {
  return t(`actions:types.${type}`, { defaultValue: capitalise(type) });
}

/** The label of a type's subtype field (public transport: 'Mode of transport'). */
export function subtypeFieldLabel(t: TFunction, type: string): string {
  return t(`actions:subtypeField.${type}`, { defaultValue: t('actions:fields.taskSubtype') });
}

/** A subtype option: the translation, else the id with its first letter capitalised. */
export function subtypeLabel(t: TFunction, type: string, subtype: string): string {
  return t(`actions:subtypes.${type}.${subtype}`, { defaultValue: capitalise(subtype) });
}

export function unitLabel(t: TFunction, unit: string): string {
  return t(`actions:units.${unit}`, { defaultValue: unit });
}

/** Spec 2: flags with underscores turned into spaces (translated where a translation exists). */
export function flagLabel(t: TFunction, flag: string): string {
  return t(`actions:flags.${flag}`, { defaultValue: flag.replace(/_/g, ' ') });
}

/** Spec 9: impact with 2 decimals. */
export function formatImpact(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Spec 9: risk as a percentage with 1 decimal (0.19 -> '19.0'). */
export function formatRiskPercent(score: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score * 100);
}

/** Spec 9: the risk colour threshold. */
export const RISK_COLOUR_THRESHOLD = 0.3;

const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(TASK_MESSAGES).map(([key, message]) => [message, key] as [string, string]),
  ['Task type is not known', 'taskTypeUnknown'],
  [SUBTYPE_UNKNOWN, 'taskSubtypeUnknown'],
]);

/** A schema or server message in the user's language (known ones), else as sent. */
export function translateMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`actions:messages.${key}`, { defaultValue: message }) : message;
}
