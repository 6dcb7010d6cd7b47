import { describe, expect, it } from 'vitest';
import { languageCookie, languageForRequest, languageFromAcceptLanguage, languageFromCookie } from './language';

describe('languageForRequest', () => {
  it('takes the cq_lang cookie first, whatever Accept-Language says', () => {
    expect(languageForRequest({ cookie: 'cq_session=abc; cq_lang=de', acceptLanguage: 'en-US,en;q=0.9' })).toBe('de');
    expect(languageForRequest({ cookie: 'cq_lang=en', acceptLanguage: 'de-DE' })).toBe('en');
  });

  it('ignores a cookie naming no supported language, and cookies that only end in cq_lang', () => {
    expect(languageForRequest({ cookie: 'cq_lang=fr', acceptLanguage: 'de' })).toBe('de');
    expect(languageForRequest({ cookie: 'xcq_lang=de; cq_lang=', acceptLanguage: 'en' })).toBe('en');
    expect(languageFromCookie(' a=1 ;  cq_lang = de ')).toBe('de');
    expect(languageFromCookie(undefined)).toBeNull();
  });

  it('then honours the q-values of Accept-Language, a regional tag counting as its base language', () => {
    expect(languageForRequest({ acceptLanguage: 'fr-FR, de-AT;q=0.9, en;q=0.8' })).toBe('de');
    expect(languageForRequest({ acceptLanguage: 'en;q=0.5, de-AT;q=0.9' })).toBe('de');
    expect(languageForRequest({ acceptLanguage: 'de;q=0.7, en-GB' })).toBe('en');
    expect(languageForRequest({ acceptLanguage: 'DE_de' })).toBe('de');
  });

  it('skips q=0 and malformed q-values; equal q-values keep the listed order', () => {
    expect(languageFromAcceptLanguage('de;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('de;q=abc, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('de;q=2')).toBeNull();
    expect(languageFromAcceptLanguage('de;q=0.5, en;q=0.5')).toBe('de');
    expect(languageFromAcceptLanguage('en;q=0.5, de;q=0.5')).toBe('en');
  });

  it('falls back to English', () => {
    expect(languageForRequest({})).toBe('en');
    expect(languageForRequest({ cookie: '', acceptLanguage: 'fr-FR, *;q=0.5' })).toBe('en');
    expect(languageForRequest({ cookie: null, acceptLanguage: null })).toBe('en');
  });
});

describe('languageCookie', () => {
  it('stores the language site-wide for a year, SameSite=Lax, Secure only on https', () => {
    expect(languageCookie('de', { secure: false })).toBe('cq_lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', { secure: true })).toBe('cq_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
