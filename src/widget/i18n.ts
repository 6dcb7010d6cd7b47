import { toLanguage, type Language } from '../shared/language';

/** The embed's texts in every offered language; kept tiny: the embed bundle has a 50 KB budget. */
const en = {
  title: 'Cleanup tasks near you',
  open: 'open tasks in view',
  cleaned: 'tasks cleaned this month',
  list: 'List',
  map: 'Map',
  listHeading: 'Tasks in view',
  empty: 'No open tasks in this area right now.',
  help: 'Help clean this up',
  coins: 'coins',
  waste: '{type} waste',
  priority: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  types: { plastic: 'Plastic', organic: 'Organic', electronic: 'Electronic', hazardous: 'Hazardous', general: 'General' },
  error: 'Tasks could not be loaded. Retrying...',
  loading: 'Loading tasks...',
  poweredBy: 'Live map by CleanQuest',
  cluster: '{n} tasks: zoom in',
  noPhoto: 'Photo not available',
};
export type Texts = typeof en;

const de: Texts = {
  title: 'Aufräumaufgaben in Ihrer Nähe',
  open: 'offene Aufgaben im Ausschnitt',
  cleaned: 'diesen Monat aufgeräumt',
  list: 'Liste',
  map: 'Karte',
  listHeading: 'Aufgaben im Ausschnitt',
  empty: 'Gerade keine offenen Aufgaben in diesem Gebiet.',
  help: 'Beim Aufräumen helfen',
  coins: 'Münzen',
  waste: '{type}müll',
  priority: { high: 'Hohe Priorität', medium: 'Mittlere Priorität', low: 'Niedrige Priorität' },
  types: { plastic: 'Plastik', organic: 'Bio', electronic: 'Elektro', hazardous: 'Sonder', general: 'Rest' },
  error: 'Aufgaben konnten nicht geladen werden. Neuer Versuch...',
  loading: 'Aufgaben werden geladen...',
  poweredBy: 'Live-Karte von CleanQuest',
  cluster: '{n} Aufgaben: hineinzoomen',
  noPhoto: 'Foto nicht verfügbar',
};

const ar: Texts = {
  title: 'مهام تنظيف قريبة منك',
  open: 'مهام مفتوحة ظاهرة',
  cleaned: 'مهام نُظِّفت هذا الشهر',
  list: 'القائمة',
  map: 'الخريطة',
  listHeading: 'المهام الظاهرة',
  empty: 'لا توجد مهام مفتوحة في هذه المنطقة الآن.',
  help: 'ساعد في تنظيف هذا المكان',
  coins: 'عملة',
  waste: 'نفايات {type}',
  priority: { high: 'أولوية عالية', medium: 'أولوية متوسطة', low: 'أولوية منخفضة' },
  types: { plastic: 'بلاستيكية', organic: 'عضوية', electronic: 'إلكترونية', hazardous: 'خطرة', general: 'عامة' },
  error: 'تعذّر تحميل المهام. جارٍ إعادة المحاولة...',
  loading: 'جارٍ تحميل المهام...',
  poweredBy: 'خريطة مباشرة من CleanQuest',
  cluster: '{n} مهام: كبِّر الخريطة',
  noPhoto: 'الصورة غير متاحة',
};

export const TEXTS: Record<Language, Texts> = { en, de, ar };

/** The texts of the language the script tag names (its base language, e.g. 'de-AT'), else English. */
export function texts(lang: string | null): Texts {
  return TEXTS[toLanguage(lang) ?? 'en'];
}
