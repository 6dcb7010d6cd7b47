import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ClientModule } from './module';
import en from './i18n/en.json';
import de from './i18n/de.json';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key holding the chosen language (written by redux-persist, see store.ts). */
export const LANGUAGE_STORAGE_KEY = 'cleanquest-language';

export const DEFAULT_NS = 'common';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The base language of a BCP 47 tag we support, e.g. 'de-AT' -> 'de'; otherwise null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/**
 * Reads the stored language synchronously, so the first render is already in the right language.
 * The value is redux-persist's serialised ui state ({"language":"\"de\"",...}); a plain 'de' also works.
 */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Language | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  if (isLanguage(raw)) return raw;
  try {
    const outer: unknown = JSON.parse(raw);
    if (isLanguage(outer)) return outer;
    if (outer && typeof outer === 'object' && 'language' in outer) {
      const inner = (outer as { language: unknown }).language;
      const value = typeof inner === 'string' ? JSON.parse(inner) : inner;
      return isLanguage(value) ? value : null;
    }
  } catch {
    // Unreadable value: fall back to detection.
  }
  return null;
}

/** Stored choice first, then the browser's preferred languages, then English. */
export function detectLanguage(
  storage?: Pick<Storage, 'getItem'>,
  navigatorLanguages: readonly string[] = browserLanguages(),
): Language {
  const stored = readStoredLanguage(storage ?? safeLocalStorage());
  if (stored) return stored;
  for (const tag of navigatorLanguages) {
    const lang = toLanguage(tag);
    if (lang) return lang;
  }
  return 'en';
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function setDocumentLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Creates and initialises an i18next instance with the shell texts and every module's namespace. */
export function createI18n(modules: ClientModule[], language: Language = detectLanguage()): I18n {
  const instance = i18next.createInstance();
  const resources: Record<Language, Record<string, unknown>> = { en: { [DEFAULT_NS]: en }, de: { [DEFAULT_NS]: de } };
  for (const m of modules) {
    if (!m.i18n) continue;
    resources.en[m.i18n.ns] = m.i18n.resources.en;
    resources.de[m.i18n.ns] = m.i18n.resources.de;
  }
  instance.on('languageChanged', setDocumentLanguage);
  void instance.use(initReactI18next).init({
    resources: resources as never,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    defaultNS: DEFAULT_NS,
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  setDocumentLanguage(instance.language);
  return instance;
}
