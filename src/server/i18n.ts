import i18next from 'i18next';
import type { Context } from 'koa';
import { isLanguage, languageFromCookie, LANGUAGES, type Language, type Texts } from '../shared/language';

/**
 * The languages the server answers in: the ones the client offers (src/shared/language.ts). A `Texts`
 * is one text in each; placeholders are i18next's `{{name}}`, and every language uses the same ones.
 */
export { LANGUAGES, type Language, type Texts };

/**
 * The language of a request: the offered language its Accept-Language prefers (Koa's negotiation:
 * q-values, 'de-AT' counts for 'de', q=0 excludes), else English. The client sends its chosen
 * language on every call (api.ts), so API answers follow the app's choice.
 */
export function requestLanguage(ctx: Pick<Context, 'acceptsLanguages'>): Language {
  const best = ctx.acceptsLanguages([...LANGUAGES]);
  return isLanguage(best) ? best : 'en';
}

/**
 * The language to render a page in: the cq_lang cookie (the choice made in the app), else the
 * request's Accept-Language (a first visit), else English.
 */
export function pageLanguage(ctx: Pick<Context, 'acceptsLanguages' | 'get'>): Language {
  return languageFromCookie(ctx.get('Cookie')) ?? requestLanguage(ctx);
}

export type Translate = (lang: Language, key: string, values?: Record<string, string | number>) => string;

/** An i18next instance over server texts (flat keys: dots are part of the key), as a function. */
export function createTranslator(texts: Readonly<Record<string, Texts>>): Translate {
  const resources = Object.fromEntries(LANGUAGES.map((lng) => [lng, { server: Object.fromEntries(Object.entries(texts).map(([k, t]) => [k, t[lng]])) }]));
  const i18n = i18next.createInstance();
  void i18n.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: ['server'],
    defaultNS: 'server',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (lang, key, values = {}) => i18n.t(key, { lng: lang, ...values });
}
