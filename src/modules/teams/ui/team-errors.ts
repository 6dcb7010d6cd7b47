import type { TFunction } from 'i18next';
import { ApiError } from '../../../client/api';
import { TEAM_NAME_MAX, TEAM_NAME_MIN, TEAMS_PER_PERSON } from '../contract';
import { TEAM_MESSAGES } from '../schemas';

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

const KNOWN = ['TEAM_NAME_TAKEN', 'TEAM_LIMIT', 'TEAM_NOT_FOUND', 'REGISTERED_ONLY'];

/** What a failed create or join tells the person, in their language. */
export function teamErrorText(t: TFunction, err: unknown): string {
  const code = errorCode(err);
  return code && KNOWN.includes(code) ? t(`teams.errors.${code}`, { max: TEAMS_PER_PERSON }) : t('teams.errors.generic');
}

/** The shared schema's field messages, shown in the person's language. */
export function fieldText(t: TFunction, message: string): string {
  switch (message) {
    case TEAM_MESSAGES.nameRequired:
      return t('teams.validation.nameRequired');
    case TEAM_MESSAGES.nameTooShort:
      return t('teams.validation.nameTooShort', { min: TEAM_NAME_MIN });
    case TEAM_MESSAGES.nameTooLong:
      return t('teams.validation.nameTooLong', { max: TEAM_NAME_MAX });
    case TEAM_MESSAGES.codeRequired:
      return t('teams.validation.codeRequired');
    default:
      return message;
  }
}
