import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_TEXTS as M } from '../contract';
import de from './de.json';
import es from './es.json';
import it from './it.json';
import nl from './nl.json';
import pl from './pl.json';

const t = de.messages;
const ti = it.messages;
const tNl = nl.messages;
const tPl = pl.messages;

/** The profiles module's error texts (http/error-texts.ts); German as on its screens. */
export const profilesErrorTexts = {
  PROFILE_REQUIRED: { en: M.registeredOnly, de: t.registeredOnly, fr: "Crée d'abord un profil pour obtenir un avatar et un nom de champion.", es: es.messages.registeredOnly, it: ti.registeredOnly, nl: tNl.registeredOnly, pl: tPl.registeredOnly, ar: 'أنشئ ملفًا شخصيًا أولًا لتحصل على صورة رمزية واسم بطل.' },
  PROFILE_INCOMPLETE: { en: M.needsProfile, de: t.needsProfile, fr: 'Complète ton profil avec ton genre, ta date de naissance et tes informations astrologiques pour générer des noms.', es: es.messages.needsProfile, it: ti.needsProfile, nl: tNl.needsProfile, pl: tPl.needsProfile, ar: 'يُرجى إكمال ملفك الشخصي بالجنس وتاريخ الميلاد والمعلومات الفلكية لتوليد الأسماء.' },
  PROFILE_IMAGE_TOO_LARGE: { en: M.imageTooLarge, de: t.imageTooLarge, fr: 'Choisis une image de moins de 5 Mo.', es: es.messages.imageTooLarge, it: ti.imageTooLarge, nl: tNl.imageTooLarge, pl: tPl.imageTooLarge, ar: 'يُرجى اختيار صورة أصغر من 5 ميغابايت.' },
  'PHOTO_UNSUPPORTED_TYPE.profileImage': { en: M.notAnImage, de: t.notAnImage, fr: 'Choisis un fichier image (JPEG, PNG, WebP).', es: es.messages.notAnImage, it: ti.notAnImage, nl: tNl.notAnImage, pl: tPl.notAnImage, ar: 'يُرجى اختيار ملف صورة (JPEG أو PNG أو WebP).' },
  MISSING_IMAGE: { en: M.notAnImage, de: t.notAnImage, fr: 'Choisis un fichier image (JPEG, PNG, WebP).', es: es.messages.notAnImage, it: ti.notAnImage, nl: tNl.notAnImage, pl: tPl.notAnImage, ar: 'يُرجى اختيار ملف صورة (JPEG أو PNG أو WebP).' },
  AVATAR_REQUIRED: { en: M.needsAvatar, de: t.needsAvatar, fr: "Génère d'abord un avatar IA avant de le transformer en photo de profil.", es: es.messages.needsAvatar, it: ti.needsAvatar, nl: tNl.needsAvatar, pl: tPl.needsAvatar, ar: 'يُرجى توليد صورة رمزية بالذكاء الاصطناعي أولًا قبل تحويلها إلى صورة الملف الشخصي.' },
  'VALIDATION_FAILED.nameTooShort': { en: M.nameTooShort, de: t.nameTooShort, fr: 'Le nom doit compter au moins 2 caractères.', es: es.messages.nameTooShort, it: ti.nameTooShort, nl: tNl.nameTooShort, pl: tPl.nameTooShort, ar: 'يجب ألا يقل الاسم عن حرفين.' },
  'VALIDATION_FAILED.nameTooLong': { en: M.nameTooLong, de: t.nameTooLong, fr: 'Le nom doit compter 30 caractères au maximum.', es: es.messages.nameTooLong, it: ti.nameTooLong, nl: tNl.nameTooLong, pl: tPl.nameTooLong, ar: 'يجب ألا يتجاوز الاسم 30 حرفًا.' },
  'VALIDATION_FAILED.customNameRange': { en: M.customNameRange, de: t.customNameRange, fr: 'Les noms personnalisés doivent compter entre 3 et 30 caractères.', es: es.messages.customNameRange, it: ti.customNameRange, nl: tNl.customNameRange, pl: tPl.customNameRange, ar: 'يجب أن يتراوح الاسم المخصص بين 3 و30 حرفًا.' },
  'VALIDATION_FAILED.nothingSelected': { en: M.nothingSelected, de: t.nothingSelected, fr: 'Choisis un nom généré ou saisis un nom personnalisé.', es: es.messages.nothingSelected, it: ti.nothingSelected, nl: tNl.nothingSelected, pl: tPl.nothingSelected, ar: 'يُرجى اختيار اسم مولَّد أو إدخال اسم مخصص.' },
} as const satisfies ErrorTextCatalogue;
