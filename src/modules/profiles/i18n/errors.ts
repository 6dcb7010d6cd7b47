import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_TEXTS as M } from '../contract';
import de from './de.json';
import it from './it.json';

const t = de.messages;
const ti = it.messages;

/** The profiles module's error texts (http/error-texts.ts); German as on its screens. */
export const profilesErrorTexts = {
  PROFILE_REQUIRED: { en: M.registeredOnly, de: t.registeredOnly, it: ti.registeredOnly },
  PROFILE_INCOMPLETE: { en: M.needsProfile, de: t.needsProfile, it: ti.needsProfile },
  PROFILE_IMAGE_TOO_LARGE: { en: M.imageTooLarge, de: t.imageTooLarge, it: ti.imageTooLarge },
  'PHOTO_UNSUPPORTED_TYPE.profileImage': { en: M.notAnImage, de: t.notAnImage, it: ti.notAnImage },
  MISSING_IMAGE: { en: M.notAnImage, de: t.notAnImage, it: ti.notAnImage },
  AVATAR_REQUIRED: { en: M.needsAvatar, de: t.needsAvatar, it: ti.needsAvatar },
  'VALIDATION_FAILED.nameTooShort': { en: M.nameTooShort, de: t.nameTooShort, it: ti.nameTooShort },
  'VALIDATION_FAILED.nameTooLong': { en: M.nameTooLong, de: t.nameTooLong, it: ti.nameTooLong },
  'VALIDATION_FAILED.customNameRange': { en: M.customNameRange, de: t.customNameRange, it: ti.customNameRange },
  'VALIDATION_FAILED.nothingSelected': { en: M.nothingSelected, de: t.nothingSelected, it: ti.nothingSelected },
} as const satisfies ErrorTextCatalogue;
