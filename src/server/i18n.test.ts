import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createTranslator, requestLanguage } from './i18n';

describe('requestLanguage', () => {
  it('takes German or English from Accept-Language by preference, else English', () => {
    const ctx = (header?: string) => {
      const koa = new Koa();
      const req = { headers: header === undefined ? {} : { 'accept-language': header }, socket: {} } as never;
      return koa.createContext(req, { getHeader() {}, setHeader() {} } as never);
    };
    expect(requestLanguage(ctx('de'))).toBe('de');
    expect(requestLanguage(ctx('de-DE,de;q=0.9,en;q=0.8'))).toBe('de');
    expect(requestLanguage(ctx('en-US,en;q=0.9,de;q=0.8'))).toBe('en');
    expect(requestLanguage(ctx('fr-FR, de;q=0.5'))).toBe('de');
    expect(requestLanguage(ctx('fr'))).toBe('en');
    expect(requestLanguage(ctx('*'))).toBe('en');
    expect(requestLanguage(ctx())).toBe('en');
  });
});

describe('createTranslator', () => {
  it('gives a text in a language with its placeholders filled; keys may contain dots', () => {
    const t = createTranslator({ 'a.b': { en: 'Hello {{name}}', de: 'Hallo {{name}}' } });
    expect(t('de', 'a.b', { name: 'Ada' })).toBe('Hallo Ada');
    expect(t('en', 'a.b', { name: '<b>' })).toBe('Hello <b>');
  });
});
