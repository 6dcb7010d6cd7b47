import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_TEXTS as M } from '../contract';
import de from './de.json';
import es from './es.json';

const t = de.messages;

/** The profiles module's error texts (http/error-texts.ts); German as on its screens. */
export const profilesErrorTexts = {
  PROFILE_REQUIRED: { en: M.registeredOnly, de: t.registeredOnly, es: es.messages.registeredOnly },
  PROFILE_INCOMPLETE: { en: M.needsProfile, de: t.needsProfile, es: es.messages.needsProfile },
  PROFILE_IMAGE_TOO_LARGE: { en: M.imageTooLarge, de: t.imageTooLarge, es: es.messages.imageTooLarge },
  'PHOTO_UNSUPPORTED_TYPE.profileImage': { en: M.notAnImage, de: t.notAnImage, es: es.messages.notAnImage },
  MISSING_IMAGE: { en: M.notAnImage, de: t.notAnImage, es: es.messages.notAnImage },
  AVATAR_REQUIRED: { en: M.needsAvatar, de: t.needsAvatar, es: es.messages.needsAvatar },
  'VALIDATION_FAILED.nameTooShort': { en: M.nameTooShort, de: t.nameTooShort, es: es.messages.nameTooShort },
  'VALIDATION_FAILED.nameTooLong': { en: M.nameTooLong, de: t.nameTooLong, es: es.messages.nameTooLong },
  'VALIDATION_FAILED.customNameRange': { en: M.customNameRange, de: t.customNameRange, es: es.messages.customNameRange },
  'VALIDATION_FAILED.nothingSelected': { en: M.nothingSelected, de: t.nothingSelected, es: es.messages.nothingSelected },
} as const satisfies ErrorTextCatalogue;
