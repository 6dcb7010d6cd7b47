import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_TEXTS as M } from '../contract';
import de from './de.json';
import pl from './pl.json';

const t = de.messages;
const tPl = pl.messages;

/** The profiles module's error texts (http/error-texts.ts); German as on its screens. */
export const profilesErrorTexts = {
  PROFILE_REQUIRED: { en: M.registeredOnly, de: t.registeredOnly, pl: tPl.registeredOnly },
  PROFILE_INCOMPLETE: { en: M.needsProfile, de: t.needsProfile, pl: tPl.needsProfile },
  PROFILE_IMAGE_TOO_LARGE: { en: M.imageTooLarge, de: t.imageTooLarge, pl: tPl.imageTooLarge },
  'PHOTO_UNSUPPORTED_TYPE.profileImage': { en: M.notAnImage, de: t.notAnImage, pl: tPl.notAnImage },
  MISSING_IMAGE: { en: M.notAnImage, de: t.notAnImage, pl: tPl.notAnImage },
  AVATAR_REQUIRED: { en: M.needsAvatar, de: t.needsAvatar, pl: tPl.needsAvatar },
  'VALIDATION_FAILED.nameTooShort': { en: M.nameTooShort, de: t.nameTooShort, pl: tPl.nameTooShort },
  'VALIDATION_FAILED.nameTooLong': { en: M.nameTooLong, de: t.nameTooLong, pl: tPl.nameTooLong },
  'VALIDATION_FAILED.customNameRange': { en: M.customNameRange, de: t.customNameRange, pl: tPl.customNameRange },
  'VALIDATION_FAILED.nothingSelected': { en: M.nothingSelected, de: t.nothingSelected, pl: tPl.nothingSelected },
} as const satisfies ErrorTextCatalogue;
