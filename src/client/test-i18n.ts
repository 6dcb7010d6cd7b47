import type { i18n as I18n } from 'i18next';
import { ALL_TEXTS } from '../modules/all-texts';
import { clientModules } from '../modules/client';
import { LANGUAGES, type Language } from '../shared/language';
import { createI18n, namespaces } from './i18n';
import type { ClientModule } from './module';

/**
 * Tests and Storybook only: an i18next instance with every language's texts already in it (eager
 * imports, see src/modules/all-texts.ts), so a test can render at once and switch languages without
 * waiting for a chunk. Never imported by production code.
 */
export function createTestI18n(language: Language = 'en', modules: readonly ClientModule[] = clientModules): I18n {
  const known = new Set(namespaces(modules));
  const pick = (lang: Language) => Object.fromEntries(Object.entries(ALL_TEXTS[lang]).filter(([ns]) => known.has(ns)));
  const i18n = createI18n(modules, language, pick(language));
  for (const lang of LANGUAGES) {
    if (lang === language) continue;
    for (const [ns, texts] of Object.entries(pick(lang))) i18n.addResourceBundle(lang, ns, texts);
  }
  return i18n;
}
