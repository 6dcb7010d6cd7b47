import { describe, expect, it, vi, type Mock } from 'vitest';
import { ALL_TEXTS } from '../modules/all-texts';
import { clientModules } from '../modules/client';
import { LANGUAGES, type Language } from '../shared/language';
import { createI18n, detectLanguage, hasTexts, LANGUAGE_STORAGE_KEY, loadLanguage, loadTexts, namespaces, readStoredLanguage, toLanguage } from './i18n';
import type { ClientModule } from './module';
import { createTestI18n } from './test-i18n';

const storage = (value: string | null) => ({ getItem: (k: string) => (k === LANGUAGE_STORAGE_KEY ? value : null) });

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('language detection', () => {
  it('prefers the stored choice (redux-persist format or plain)', () => {
    expect(readStoredLanguage(storage('{"language":"\\"de\\"","_persist":"{\\"version\\":1,\\"rehydrated\\":true}"}'))).toBe('de');
    expect(readStoredLanguage(storage('de'))).toBe('de');
    expect(readStoredLanguage(storage('"en"'))).toBe('en');
    expect(readStoredLanguage(storage('{"language":"\\"fr\\""}'))).toBe('fr');
    expect(readStoredLanguage(storage('{"language":"\\"sv\\""}'))).toBeNull();
    expect(readStoredLanguage(storage('not json'))).toBeNull();
    expect(detectLanguage(storage('de'), ['en-US'])).toBe('de');
  });

  it('falls back to the browser languages, then English', () => {
    expect(detectLanguage(storage(null), ['de-AT', 'en'])).toBe('de');
    expect(detectLanguage(storage(null), ['sv-SE', 'de'])).toBe('de');
    expect(detectLanguage(storage(null), ['sv-SE'])).toBe('en');
    expect(detectLanguage(storage(null), ['fr-CA', 'de'])).toBe('fr');
    expect(toLanguage('DE_de')).toBe('de');
  });
});

/** A module whose texts loaders are spies, so a test sees which language was loaded. */
function fakeModule(ns: string, texts: Record<'en' | 'de', Record<string, string>> & Partial<Record<Language, Record<string, string>>> = { en: { hello: 'Hello' }, de: { hello: 'Hallo' } }) {
  const load = Object.fromEntries(LANGUAGES.map((lang) => [lang, vi.fn(async () => ({ default: texts[lang] ?? texts.en }))])) as Record<Language, Mock<() => Promise<{ default: Record<string, string> }>>>;
  return { module: { id: ns, i18n: { ns, load } } satisfies ClientModule, load };
}

describe('resources', () => {
  // Key by key (plural forms by each language's rules, the lazy chunks' files and the TS texts too): scripts/i18n/texts.test.ts.
  it.each(LANGUAGES)('%s has every namespace English has, each with texts', (lang) => {
    expect(Object.keys(ALL_TEXTS[lang]).sort()).toEqual(Object.keys(ALL_TEXTS.en).sort());
    for (const ns of Object.keys(ALL_TEXTS.en)) expect(keys(ALL_TEXTS[lang][ns]!).length).toBeGreaterThan(0);
  });

  it("the tests' eager texts are exactly what the manifests' loaders load, for every namespace", async () => {
    expect(Object.keys(ALL_TEXTS.en).sort()).toEqual(namespaces(clientModules).sort());
    for (const lang of LANGUAGES) expect(await loadTexts(clientModules, lang)).toEqual(ALL_TEXTS[lang]);
  });

  it('quotes the spec texts verbatim in English', () => {
    const i18n = createTestI18n('en');
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
    const i18n = createTestI18n('en');
    await i18n.changeLanguage('de');
    expect(i18n.t('nav.report')).toBe('Melden');
    expect(i18n.t('header.coins', { count: 1 })).toBe('1 Münze');
  });
});

describe('texts per language', () => {
  it("loadTexts loads only the asked language's texts, of the shell and every module", async () => {
    const a = fakeModule('a');
    const b = fakeModule('b', { en: { bye: 'Bye' }, de: { bye: 'Tschüss' }, fr: { bye: 'Salut' } });
    const texts = await loadTexts([a.module, { id: 'none' }, b.module], 'de');
    expect(Object.keys(texts).sort()).toEqual(['a', 'b', 'common']);
    expect(texts).toMatchObject({ a: { hello: 'Hallo' }, b: { bye: 'Tschüss' }, common: { nav: { report: 'Melden' } } });
    expect(a.load.de).toHaveBeenCalledOnce();
    expect(a.load.en).not.toHaveBeenCalled();
    expect(b.load.en).not.toHaveBeenCalled();
  });

  it('createI18n is ready at once with the texts it is given, and holds no other language', async () => {
    const a = fakeModule('a');
    const texts = await loadTexts([a.module], 'de');
    const i18n = createI18n([a.module], 'de', texts);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.report')).toBe('Melden');
    expect(i18n.t('a:hello')).toBe('Hallo');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(hasTexts(i18n, 'de')).toBe(true);
    expect(hasTexts(i18n, 'en')).toBe(false);
  });

  it("loadLanguage adds another language's texts for every namespace, once", async () => {
    const a = fakeModule('a');
    const i18n = createI18n([a.module], 'en', await loadTexts([a.module], 'en'));
    await loadLanguage(i18n, 'de');
    expect(hasTexts(i18n, 'de')).toBe(true);
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('de');
    expect(i18n.t('a:hello')).toBe('Hallo');
    expect(i18n.t('language.label')).toBe('Sprache');
    await loadLanguage(i18n, 'de');
    expect(a.load.de).toHaveBeenCalledOnce();
  });

  it('loadLanguage rejects when a texts chunk cannot be loaded, adding nothing', async () => {
    const a = fakeModule('a');
    a.load.de.mockRejectedValueOnce(new Error('Loading chunk texts-de failed.'));
    const i18n = createI18n([a.module], 'en', await loadTexts([a.module], 'en'));
    await expect(loadLanguage(i18n, 'de')).rejects.toThrow(/texts-de/);
    expect(i18n.hasResourceBundle('de', 'common')).toBe(false);
    expect(hasTexts(i18n, 'de')).toBe(false);
  });
});
