import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { AREA_LIMIT, AREA_MESSAGES as A, AREA_NAME_MAX, AREA_RADIUS_MAX_M, AREA_RADIUS_MIN_M } from '../contract';
import { AREA_FIELD_MESSAGES as F } from '../schemas';

/** The areas module's error texts (http/error-texts.ts): its codes and the add form's field messages. */
export const areasErrorTexts = {
  'REGISTERED_ONLY.areas': { en: A.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Gebietsbenachrichtigungen einrichten.', ar: 'أنشئ ملفك الشخصي أولًا: لا تضبط تنبيهات المناطق إلا الحسابات المسجَّلة.' },
  AREA_LIMIT: { en: A.limit, de: `Du kannst höchstens ${AREA_LIMIT} Gebiete behalten. Lösche eines, um ein neues hinzuzufügen.`, ar: 'يمكنك الاحتفاظ بـ 10 مناطق على الأكثر. احذف واحدة لتضيف أخرى.' },
  AREA_NOT_FOUND: { en: A.notFound, de: 'Dieses Gebiet gibt es nicht.', ar: 'لا توجد منطقة كهذه.' },
  'VALIDATION_FAILED.areaNameRequired': { en: F.nameRequired, de: 'Ein Name ist erforderlich', ar: 'الاسم مطلوب' },
  'VALIDATION_FAILED.areaNameTooLong': { en: F.nameTooLong, de: `Der Name darf höchstens ${AREA_NAME_MAX} Zeichen lang sein`, ar: 'يجب ألا يتجاوز الاسم 60 حرفًا' },
  'VALIDATION_FAILED.areaLatitude': { en: F.latitude, de: 'Der Breitengrad muss eine Zahl zwischen -90 und 90 sein', ar: 'يجب أن يكون خط العرض رقمًا بين -90 و90' },
  'VALIDATION_FAILED.areaLongitude': { en: F.longitude, de: 'Der Längengrad muss eine Zahl zwischen -180 und 180 sein', ar: 'يجب أن يكون خط الطول رقمًا بين -180 و180' },
  'VALIDATION_FAILED.areaRadius': { en: F.radius, de: `Der Radius muss eine ganze Zahl von Metern zwischen ${AREA_RADIUS_MIN_M} und ${AREA_RADIUS_MAX_M} sein`, ar: 'يجب أن يكون نصف القطر عددًا صحيحًا من الأمتار بين 100 و20000' },
} as const satisfies ErrorTextCatalogue;
