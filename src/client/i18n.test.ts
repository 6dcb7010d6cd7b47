import { describe, expect, it } from 'vitest';
import { clientModules } from '../modules/client';
import { createI18n, detectLanguage, LANGUAGE_STORAGE_KEY, readStoredLanguage, toLanguage } from './i18n';
import en from './i18n/en.json';
import de from './i18n/de.json';

const storage = (value: string | null) => ({ getItem: (k: string) => (k === LANGUAGE_STORAGE_KEY ? value : null) });

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('language detection', () => {
  it('prefers the stored choice (redux-persist format or plain)', () => {
    expect(readStoredLanguage(storage('{"language":"\\"de\\"","_persist":"{\\"version\\":1,\\"rehydrated\\":true}"}'))).toBe('de');
    expect(readStoredLanguage(storage('de'))).toBe('de');
    expect(readStoredLanguage(storage('"en"'))).toBe('en');
    expect(readStoredLanguage(storage('{"language":"\\"fr\\""}'))).toBeNull();
    expect(readStoredLanguage(storage('not json'))).toBeNull();
    expect(detectLanguage(storage('de'), ['en-US'])).toBe('de');
  });

  it('falls back to the browser languages, then English', () => {
    expect(detectLanguage(storage(null), ['de-AT', 'en'])).toBe('de');
    expect(detectLanguage(storage(null), ['fr-FR', 'de'])).toBe('de');
    expect(detectLanguage(storage(null), ['fr-FR'])).toBe('en');
    expect(toLanguage('DE_de')).toBe('de');
  });
});

describe('resources', () => {
  it('German has every English key', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const m of clientModules) if (m.i18n) expect(keys(m.i18n.resources.de).sort()).toEqual(keys(m.i18n.resources.en).sort());
  });

  it('quotes the spec texts verbatim in English', () => {
    const i18n = createI18n(clientModules, 'en');
    expect(i18n.t('skipLink')).toBe('Skip to main content');
    expect(i18n.t('notFound.title')).toBe('Page Not Found');
    expect(i18n.t('errorBoundary.title')).toBe('Something went wrong');
    expect(i18n.t('errorBoundary.tryLimitReached')).toBe('Try Limit Reached');
    expect(i18n.t('createProfile.title')).toBe('Complete Your Profile');
    expect(i18n.t('createProfile.submitting')).toBe('Creating Profile...');
    expect(i18n.t('guest:welcome.title', { productName: 'CleanQuest' })).toBe('Welcome to CleanQuest!');
    expect(i18n.t('guest:sessionError.title')).toBe('Session Error');
    expect(i18n.t('header.level', { level: 3 })).toBe('Level 3');
  });

  it('switches language', async () => {
    const i18n = createI18n(clientModules, 'en');
    await i18n.changeLanguage('de');
    expect(i18n.t('nav.report')).toBe('Melden');
    expect(i18n.t('header.coins', { count: 1 })).toBe('1 Münze');
  });
});
