import type { TFunction } from 'i18next';
import { ApiError } from '../../../client/api';
import { CHALLENGE_MESSAGES } from '../schemas';
import type { ChallengeDto } from '../contract';

/** A whole number in the language's way (1,000 / 1.000). */
export function formatNumber(n: number, language: string): string {
  return new Intl.NumberFormat(language).format(n);
}

/** "May 1, 2027" (the time zone of the device). */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** '312 of 500 items': the progress bar's text (aria-valuetext) and its visible label. */
export function progressText(t: TFunction, c: Pick<ChallengeDto, 'metric' | 'progress' | 'target'>, language: string): string {
  return t(`progress.${c.metric}`, { progress: formatNumber(c.progress, language), target: formatNumber(c.target, language) });
}

export function periodText(t: TFunction, c: Pick<ChallengeDto, 'startsAt' | 'endsAt'>, language: string): string {
  return t('period', { from: formatDay(c.startsAt, language), to: formatDay(c.endsAt, language) });
}

export function areaText(t: TFunction, c: Pick<ChallengeDto, 'area'>, language: string): string {
  return c.area ? t('area', { name: c.area.name, radius: formatNumber(c.area.radiusKm, language) }) : t('everywhere');
}

/** The `code` of an API error's body, or null. */
export function errorCode(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  try {
    const body = JSON.parse(err.body) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}

const KNOWN = ['CHALLENGE_NOT_ALLOWED', 'CHALLENGE_TEAM_NOT_FOUND', 'CHALLENGE_IN_PAST', 'CHALLENGE_TOO_FAR_AHEAD'];

/** What a failed create tells the person, in their language. */
export function createErrorText(t: TFunction, err: unknown): string {
  const code = errorCode(err);
  return code && KNOWN.includes(code) ? t(`form.errors.${code}`) : t('form.errors.generic');
}

const FIELD_KEYS = new Map<string, string>(Object.entries(CHALLENGE_MESSAGES).map(([key, message]) => [message, key]));

/** The shared schema's field messages, shown in the person's language. */
export function fieldText(t: TFunction, message: string): string {
  const key = FIELD_KEYS.get(message);
  return key ? t(`form.validation.${key}`, { defaultValue: message }) : message;
}
