import { describe, expect, it } from 'vitest';
import { directionOf, isKnownLanguage, LANGUAGE_INFO, LANGUAGES, languageCookie, languageFromCookie, localeOf, nativeName, toLanguage } from './language';

describe('the languages', () => {
  it('knows each offered language: its own name, direction and Intl locale', () => {
    for (const lang of LANGUAGES) {
      expect(isKnownLanguage(lang)).toBe(true);
      expect(Intl.NumberFormat.supportedLocalesOf([localeOf(lang)])).toHaveLength(1);
    }
    expect(Object.values(LANGUAGE_INFO).map((l) => l.name)).toEqual(['English', 'Deutsch', 'Français', 'Español', 'Italiano', 'Nederlands', 'Polski', 'العربية']);
  });

  it('writes Arabic right to left and everything else (unknown tags too) left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    for (const lang of ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'xx', '', null, undefined, 'constructor']) expect(directionOf(lang)).toBe('ltr');
  });

  it('names a language in itself; an unknown tag by the tag', () => {
    expect(nativeName('de')).toBe('Deutsch');
    expect(nativeName('pl')).toBe('Polski');
    expect(nativeName('xx')).toBe('xx');
    expect(nativeName('toString')).toBe('toString');
  });

  it('takes the base language of a tag, only an offered one', () => {
    expect(toLanguage('DE_de')).toBe('de');
    expect(toLanguage('de-AT')).toBe('de');
    expect(toLanguage('fr-FR')).toBe('fr');
    expect(toLanguage('sv-SE')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });
});

describe('languageFromCookie', () => {
  it('reads cq_lang, only when it names an offered language', () => {
    expect(languageFromCookie('cq_session=abc; cq_lang=de')).toBe('de');
    expect(languageFromCookie(' a=1 ;  cq_lang = de ')).toBe('de');
    expect(languageFromCookie('cq_lang=fr')).toBe('fr');
    expect(languageFromCookie('cq_lang=sv')).toBeNull();
    expect(languageFromCookie('xcq_lang=de; cq_lang=')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });
});

describe('languageCookie', () => {
  it('stores the language site-wide for a year, SameSite=Lax, Secure only on https', () => {
    expect(languageCookie('de', { secure: false })).toBe('cq_lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', { secure: true })).toBe('cq_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
