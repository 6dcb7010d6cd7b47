import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_TEXTS as M } from '../contract';
import de from './de.json';

const t = de.messages;

/** The profiles module's error texts (http/error-texts.ts); German as on its screens. */
export const profilesErrorTexts = {
  PROFILE_REQUIRED: { en: M.registeredOnly, de: t.registeredOnly, ar: 'أنشئ ملفًا شخصيًا أولًا لتحصل على صورة رمزية واسم بطل.' },
  PROFILE_INCOMPLETE: { en: M.needsProfile, de: t.needsProfile, ar: 'يُرجى إكمال ملفك الشخصي بالجنس وتاريخ الميلاد والمعلومات الفلكية لتوليد الأسماء.' },
  PROFILE_IMAGE_TOO_LARGE: { en: M.imageTooLarge, de: t.imageTooLarge, ar: 'يُرجى اختيار صورة أصغر من 5 ميغابايت.' },
  'PHOTO_UNSUPPORTED_TYPE.profileImage': { en: M.notAnImage, de: t.notAnImage, ar: 'يُرجى اختيار ملف صورة (JPEG أو PNG أو WebP).' },
  MISSING_IMAGE: { en: M.notAnImage, de: t.notAnImage, ar: 'يُرجى اختيار ملف صورة (JPEG أو PNG أو WebP).' },
  AVATAR_REQUIRED: { en: M.needsAvatar, de: t.needsAvatar, ar: 'يُرجى توليد صورة رمزية بالذكاء الاصطناعي أولًا قبل تحويلها إلى صورة الملف الشخصي.' },
  'VALIDATION_FAILED.nameTooShort': { en: M.nameTooShort, de: t.nameTooShort, ar: 'يجب ألا يقل الاسم عن حرفين.' },
  'VALIDATION_FAILED.nameTooLong': { en: M.nameTooLong, de: t.nameTooLong, ar: 'يجب ألا يتجاوز الاسم 30 حرفًا.' },
  'VALIDATION_FAILED.customNameRange': { en: M.customNameRange, de: t.customNameRange, ar: 'يجب أن يتراوح الاسم المخصص بين 3 و30 حرفًا.' },
  'VALIDATION_FAILED.nothingSelected': { en: M.nothingSelected, de: t.nothingSelected, ar: 'يُرجى اختيار اسم مولَّد أو إدخال اسم مخصص.' },
} as const satisfies ErrorTextCatalogue;
