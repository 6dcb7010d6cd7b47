import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createTranslator, pageLanguage, requestLanguage } from './i18n';

const ctx = (header?: string, cookie?: string) => {
  const koa = new Koa();
  const headers = { ...(header === undefined ? {} : { 'accept-language': header }), ...(cookie === undefined ? {} : { cookie }) };
  return koa.createContext({ headers, socket: {} } as never, { getHeader() {}, setHeader() {} } as never);
};

describe('requestLanguage', () => {
  it('takes German or English from Accept-Language by preference, else English', () => {
    expect(requestLanguage(ctx('de'))).toBe('de');
    expect(requestLanguage(ctx('de-DE,de;q=0.9,en;q=0.8'))).toBe('de');
    expect(requestLanguage(ctx('en-US,en;q=0.9,de;q=0.8'))).toBe('en');
    expect(requestLanguage(ctx('sv-SE, de;q=0.5'))).toBe('de');
    expect(requestLanguage(ctx('sv'))).toBe('en');
    expect(requestLanguage(ctx('fr-FR, de;q=0.5'))).toBe('fr');
    expect(requestLanguage(ctx('*'))).toBe('en');
    expect(requestLanguage(ctx())).toBe('en');
  });

  it('honours q-values (q=0 excludes), regional tags count for their base language, equal q-values keep the listed order', () => {
    expect(requestLanguage(ctx('sv-SE, de-AT;q=0.9, en;q=0.8'))).toBe('de');
    expect(requestLanguage(ctx('en;q=0.5, de-AT;q=0.9'))).toBe('de');
    expect(requestLanguage(ctx('de;q=0.7, en-GB'))).toBe('en');
    expect(requestLanguage(ctx('de;q=0, en;q=0.1'))).toBe('en');
    expect(requestLanguage(ctx('de;q=0'))).toBe('en');
    expect(requestLanguage(ctx('de;q=0.5, en;q=0.5'))).toBe('de');
    expect(requestLanguage(ctx('en;q=0.5, de;q=0.5'))).toBe('en');
    expect(requestLanguage(ctx('sv-SE, *;q=0.5'))).toBe('en');
  });
});

describe('pageLanguage', () => {
  it('takes the cq_lang cookie first, whatever Accept-Language says', () => {
    expect(pageLanguage(ctx('en-US,en;q=0.9', 'cq_session=abc; cq_lang=de'))).toBe('de');
    expect(pageLanguage(ctx('de-DE', 'cq_lang=en'))).toBe('en');
    expect(pageLanguage(ctx('de-DE', 'cq_lang=fr'))).toBe('fr');
  });

  it('then Accept-Language (a cookie naming no offered language counts as none), then English', () => {
    expect(pageLanguage(ctx('de', 'cq_lang=sv'))).toBe('de');
    expect(pageLanguage(ctx('de-AT;q=0.9, en;q=0.8', 'xcq_lang=en'))).toBe('de');
    expect(pageLanguage(ctx(undefined, 'cq_lang='))).toBe('en');
    expect(pageLanguage(ctx())).toBe('en');
  });
});

describe('createTranslator', () => {
  it('gives a text in a language with its placeholders filled; keys may contain dots', () => {
    const t = createTranslator({ 'a.b': { en: 'Hello {{name}}', de: 'Hallo {{name}}', fr: 'Bonjour {{name}}', es: 'Hola {{name}}', it: 'Ciao {{name}}', nl: 'Hoi {{name}}', pl: 'Cześć {{name}}', ar: 'مرحبًا {{name}}' } });
    expect(t('de', 'a.b', { name: 'Ada' })).toBe('Hallo Ada');
    expect(t('en', 'a.b', { name: '<b>' })).toBe('Hello <b>');
  });
});
