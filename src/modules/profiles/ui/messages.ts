import type { TFunction } from 'i18next';
import { errorMessage } from '../../../client/api';
import { PROFILE_MESSAGES } from '../../guest/schemas';
import { PROFILE_TEXTS } from '../contract';

/** English texts shared with the server (schemas, error bodies) -> keys under profiles:messages. */
const MESSAGE_KEYS = new Map<string, string>([
  [PROFILE_MESSAGES.underAge, 'underAge'],
  [PROFILE_MESSAGES.usernameTaken, 'usernameTaken'],
  [PROFILE_MESSAGES.usernameFormat, 'usernameFormat'],
  [PROFILE_MESSAGES.invalidDate, 'invalidDate'],
  [PROFILE_MESSAGES.alreadyRegistered, 'alreadyRegistered'],
  [PROFILE_MESSAGES.missing, 'missing'],
  ...Object.entries(PROFILE_TEXTS).map(([key, text]) => [text, key] as [string, string]),
]);

/** The text to show for a message from a shared schema or a server error body (English stays verbatim). */
export function translateMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`profiles:messages.${key}`, { defaultValue: message }) : message;
}

/** The server's message of a failed call (translated when it is one of ours), else the fallback. */
export function serverMessage(t: TFunction, err: unknown, fallback: string): string {
  return translateMessage(t, errorMessage(err, fallback));
}
