import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_TEXTS as M } from '../contract';
import de from './de.json';

const t = de.messages;

/** The profiles module's error texts (http/error-texts.ts); German as on its screens. */
export const profilesErrorTexts = {
  PROFILE_REQUIRED: { en: M.registeredOnly, de: t.registeredOnly },
  PROFILE_INCOMPLETE: { en: M.needsProfile, de: t.needsProfile },
  PROFILE_IMAGE_TOO_LARGE: { en: M.imageTooLarge, de: t.imageTooLarge },
  'PHOTO_UNSUPPORTED_TYPE.profileImage': { en: M.notAnImage, de: t.notAnImage },
  MISSING_IMAGE: { en: M.notAnImage, de: t.notAnImage },
  AVATAR_REQUIRED: { en: M.needsAvatar, de: t.needsAvatar },
  'VALIDATION_FAILED.nameTooShort': { en: M.nameTooShort, de: t.nameTooShort },
  'VALIDATION_FAILED.nameTooLong': { en: M.nameTooLong, de: t.nameTooLong },
  'VALIDATION_FAILED.customNameRange': { en: M.customNameRange, de: t.customNameRange },
  'VALIDATION_FAILED.nothingSelected': { en: M.nothingSelected, de: t.nothingSelected },
} as const satisfies ErrorTextCatalogue;
