import i18next from 'i18next';
import type { Context } from 'koa';
import { LANGUAGES, type Language, type Texts } from '../shared/language';

/**
 * The languages the server answers in: the ones the client offers (src/shared/language.ts). A `Texts`
 * is one text in each; placeholders are i18next's `{{name}}`, and every language uses the same ones.
 */
export { LANGUAGES, type Language, type Texts };

/** The language of a request: its Accept-Language (the client sends its chosen language), else English. */
export function requestLanguage(ctx: Pick<Context, 'acceptsLanguages'>): Language {
  return ctx.acceptsLanguages([...LANGUAGES]) === 'de' ? 'de' : 'en';
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
