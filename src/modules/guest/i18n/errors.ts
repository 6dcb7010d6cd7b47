import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { PROFILE_MESSAGES as M } from '../schemas';

/** The guest module's error texts (http/error-texts.ts): create-profile errors and its form's field messages. */
export const guestErrorTexts = {
  UNDER_AGE: { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.', ar: 'يجب ألا يقل عمرك عن 13 عامًا لاستخدام هذا التطبيق.' },
  'UNDER_AGE.title': { en: M.ageTitle, de: 'Altersvoraussetzung', ar: 'شرط العمر' },
  USERNAME_TAKEN: { en: M.usernameTaken, de: 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.', ar: 'اسم المستخدم هذا مأخوذ. يُرجى اختيار اسم آخر.' },
  PROFILE_EXISTS: { en: M.alreadyRegistered, de: 'Dieses Konto hat bereits ein Profil.', ar: 'لهذا الحساب ملف شخصي بالفعل.' },
  'VALIDATION_FAILED.missing': { en: M.missing, de: 'Bitte fülle alle Pflichtfelder aus.', ar: 'يُرجى ملء جميع الحقول المطلوبة.' },
  'VALIDATION_FAILED.underAge': { en: M.underAge, de: 'Du musst mindestens 13 Jahre alt sein, um diese App zu nutzen.', ar: 'يجب ألا يقل عمرك عن 13 عامًا لاستخدام هذا التطبيق.' },
  'VALIDATION_FAILED.usernameFormat': { en: M.usernameFormat, de: 'Benutzernamen bestehen aus 3 bis 30 Buchstaben, Ziffern, Punkten, Bindestrichen oder Unterstrichen.', ar: 'يتكوّن اسم المستخدم من 3 إلى 30 حرفًا أو رقمًا أو نقطة أو شرطة أو شرطة سفلية.' },
  'VALIDATION_FAILED.invalidDate': { en: M.invalidDate, de: 'Bitte wähle ein gültiges Geburtsdatum.', ar: 'يُرجى اختيار تاريخ ميلاد حقيقي.' },
  'VALIDATION_FAILED.firstNameMax': { en: 'First name must be at most 50 characters', de: 'Der Vorname darf höchstens 50 Zeichen lang sein', ar: 'يجب ألا يتجاوز الاسم الأول 50 حرفًا' },
  'VALIDATION_FAILED.lastNameMax': { en: 'Last name must be at most 50 characters', de: 'Der Nachname darf höchstens 50 Zeichen lang sein', ar: 'يجب ألا يتجاوز اسم العائلة 50 حرفًا' },
  'VALIDATION_FAILED.gender': { en: 'Gender must be Male, Female or Diverse', de: 'Das Geschlecht muss Männlich, Weiblich oder Divers sein', ar: 'يجب أن يكون الجنس Male أو Female أو Diverse' },
  'VALIDATION_FAILED.noBody': { en: 'This request takes no body', de: 'Diese Anfrage nimmt keinen Inhalt an', ar: 'لا يقبل هذا الطلب متنًا' },
} as const satisfies ErrorTextCatalogue;
