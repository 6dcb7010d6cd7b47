/**
 * The app's languages and how a request picks one: isomorphic (the server renders the page in the
 * language the client will show; the client writes the cookie the server reads).
 */

export type Direction = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** The language's name in itself (the language menu lists each language so). */
  name: string;
  direction: Direction;
  /** The locale handed to Intl (numbers, dates, plural rules). */
  locale: string;
}

/**
 * Every language the app knows how to show, offered or still being translated (docs/translations.md):
 * its own name, direction and Intl locale. Offering one is a separate step (LANGUAGES).
 */
export const LANGUAGE_INFO = {
  en: { name: 'English', direction: 'ltr', locale: 'en' },
  de: { name: 'Deutsch', direction: 'ltr', locale: 'de' },
  fr: { name: 'Français', direction: 'ltr', locale: 'fr' },
  es: { name: 'Español', direction: 'ltr', locale: 'es' },
  it: { name: 'Italiano', direction: 'ltr', locale: 'it' },
  nl: { name: 'Nederlands', direction: 'ltr', locale: 'nl' },
  pl: { name: 'Polski', direction: 'ltr', locale: 'pl' },
  ar: { name: 'العربية', direction: 'rtl', locale: 'ar' },
} as const satisfies Record<string, LanguageInfo>;

/** A language the app knows (LANGUAGE_INFO), offered or not. */
export type KnownLanguage = keyof typeof LANGUAGE_INFO;

/**
 * The languages people are offered. Every text shape is keyed by this list (`Record<Language, ...>`,
 * a json file per language): adding one here makes the typecheck and the parity tests name every text
 * it still lacks (`npm run i18n:missing -- <language>` lists them). Add a language only when complete.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'ar'] as const satisfies readonly KnownLanguage[];
export type Language = (typeof LANGUAGES)[number];

/** One text in every offered language. */
export type Texts = Record<Language, string>;

export function isKnownLanguage(value: unknown): value is KnownLanguage {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_INFO, value);
}

/** The writing direction of a language ('ltr' for anything unknown). */
export function directionOf(language: string | null | undefined): Direction {
  return isKnownLanguage(language) ? LANGUAGE_INFO[language].direction : 'ltr';
}

/** The language's name in itself (the tag itself for an unknown one). */
export function nativeName(language: string): string {
  return isKnownLanguage(language) ? LANGUAGE_INFO[language].name : language;
}

/** The Intl locale of a language (the tag itself for an unknown one). */
export function localeOf(language: string): string {
  return isKnownLanguage(language) ? LANGUAGE_INFO[language].locale : language;
}

/** The cookie holding the language chosen in the app (written by the client, read by the server). */
export const LANGUAGE_COOKIE = 'cq_lang';

/** One year: the client writes the cookie again at every start where it is missing or differs. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The base language of a BCP 47 tag we support, e.g. 'de-AT' -> 'de'; otherwise null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** The language in a Cookie header (or document.cookie), when it names one we support; otherwise null. */
export function languageFromCookie(cookie: string | null | undefined): Language | null {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isLanguage(value)) return value;
  }
  return null;
}

/** The Set-Cookie / document.cookie value that stores `language` for a year, site-wide. */
export function languageCookie(language: Language, { secure }: { secure: boolean }): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
