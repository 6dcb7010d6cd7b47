import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_TEXTS as M } from '../contract';
import de from './de.json';
import nl from './nl.json';

const t = de.messages;
const tNl = nl.messages;

/** The profiles module's error texts (http/error-texts.ts); German as on its screens. */
export const profilesErrorTexts = {
  PROFILE_REQUIRED: { en: M.registeredOnly, de: t.registeredOnly, nl: tNl.registeredOnly },
  PROFILE_INCOMPLETE: { en: M.needsProfile, de: t.needsProfile, nl: tNl.needsProfile },
  PROFILE_IMAGE_TOO_LARGE: { en: M.imageTooLarge, de: t.imageTooLarge, nl: tNl.imageTooLarge },
  'PHOTO_UNSUPPORTED_TYPE.profileImage': { en: M.notAnImage, de: t.notAnImage, nl: tNl.notAnImage },
  MISSING_IMAGE: { en: M.notAnImage, de: t.notAnImage, nl: tNl.notAnImage },
  AVATAR_REQUIRED: { en: M.needsAvatar, de: t.needsAvatar, nl: tNl.needsAvatar },
  'VALIDATION_FAILED.nameTooShort': { en: M.nameTooShort, de: t.nameTooShort, nl: tNl.nameTooShort },
  'VALIDATION_FAILED.nameTooLong': { en: M.nameTooLong, de: t.nameTooLong, nl: tNl.nameTooLong },
  'VALIDATION_FAILED.customNameRange': { en: M.customNameRange, de: t.customNameRange, nl: tNl.customNameRange },
  'VALIDATION_FAILED.nothingSelected': { en: M.nothingSelected, de: t.nothingSelected, nl: tNl.nothingSelected },
} as const satisfies ErrorTextCatalogue;
