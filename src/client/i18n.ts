import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, isLanguage, LANGUAGES, nativeName, toLanguage, type Language } from '../shared/language';
import { directionReady, loadDirection } from './direction';
import type { ClientModule, TextsLoader, TranslationResources } from './module';

export { directionOf, isLanguage, LANGUAGES, nativeName, toLanguage, type Language };

/** localStorage key holding the chosen language (written by redux-persist, see store.ts). */
export const LANGUAGE_STORAGE_KEY = 'cleanquest-language';

export const DEFAULT_NS = 'common';

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

/** <html lang dir> follow the language shown (the server renders them so for its pages). */
function setDocumentLanguage(lang: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/** Unicode's first-strong isolate and its end: an interpolated value keeps its own direction inside the text. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * How interpolated values ({{count}}, {{name}}) go into a text of `language()`: in right-to-left text
 * each is isolated (FSI ... PDI, as <bdi> does), so a number or a Latin name stays left to right and
 * does not reorder the words around it; left-to-right text is unchanged. (React escapes the rest.)
 */
export function interpolationFor(language: () => string | undefined) {
  return {
    escapeValue: true,
    escape: (value: unknown) => (directionOf(language()) === 'rtl' ? `${FSI}${String(value)}${PDI}` : String(value)),
  };
}

/** The shell's own texts (namespace 'common'), in the same per-language chunks as the modules' (see TextsLoader). */
const SHELL_TEXTS: Record<Language, TextsLoader> = {
  en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
  de: () => import(/* webpackChunkName: "texts-de" */ './i18n/de.json'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr.json'),
  es: () => import(/* webpackChunkName: "texts-es" */ './i18n/es.json'),
  it: () => import(/* webpackChunkName: "texts-it" */ './i18n/it.json'),
  nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl.json'),
  pl: () => import(/* webpackChunkName: "texts-pl" */ './i18n/pl.json'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
};

/** One language's texts: namespace -> texts. */
export type LanguageTexts = Record<string, TranslationResources>;

/** The namespaces of the shell and the given modules. */
export function namespaces(modules: readonly ClientModule[]): string[] {
  return [DEFAULT_NS, ...modules.flatMap((m) => (m.i18n ? [m.i18n.ns] : []))];
}

/** Loads one language's texts of the shell and every module (one chunk per language in the build). */
export async function loadTexts(modules: readonly ClientModule[], language: Language): Promise<LanguageTexts> {
  const loaders: [string, TextsLoader][] = [[DEFAULT_NS, SHELL_TEXTS[language]], ...modules.flatMap((m) => (m.i18n ? [[m.i18n.ns, m.i18n.load[language]] as [string, TextsLoader]] : []))];
  const loaded = await Promise.all(loaders.map(async ([ns, load]) => [ns, (await load()).default] as const));
  return Object.fromEntries(loaded);
}

/** The modules each instance was created with: a language change loads their texts (loadLanguage). */
const modulesOf = new WeakMap<I18n, readonly ClientModule[]>();

/**
 * Creates an i18next instance and initialises it synchronously with one language's texts (from
 * loadTexts), so the first render, also on the server, is already translated. Other languages are
 * loaded when chosen (loadLanguage).
 */
export function createI18n(modules: readonly ClientModule[], language: Language, texts: LanguageTexts): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', setDocumentLanguage);
  void instance.use(initReactI18next).init({
    resources: { [language]: texts },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    defaultNS: DEFAULT_NS,
    ns: namespaces(modules),
    interpolation: interpolationFor(() => instance.language),
    returnNull: false,
    initAsync: false,
  });
  modulesOf.set(instance, modules);
  setDocumentLanguage(instance.language);
  return instance;
}

/**
 * Whether the instance holds every namespace of `language`, and its direction's code is there (so
 * changeLanguage can switch at once).
 */
export function hasTexts(i18n: I18n, language: Language): boolean {
  return directionReady(language) && namespaces(modulesOf.get(i18n) ?? []).every((ns) => i18n.hasResourceBundle(language, ns));
}

/**
 * Loads `language`'s texts into the instance (addResourceBundle) unless it has them already. Rejects
 * when they cannot be loaded (offline): the caller keeps the current language.
 */
export async function loadLanguage(i18n: I18n, language: Language): Promise<void> {
  if (hasTexts(i18n, language)) return;
  const [texts] = await Promise.all([loadTexts(modulesOf.get(i18n) ?? [], language), loadDirection(language)]);
  for (const [ns, resources] of Object.entries(texts)) i18n.addResourceBundle(language, ns, resources, true, true);
}
