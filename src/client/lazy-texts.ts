import type { i18n as I18n } from 'i18next';
import type { Language } from '../shared/language';

/** What has been merged into which i18n instance (the browser has one; server rendering one per request). */
const merged = new WeakMap<I18n, WeakSet<object>>();

/**
 * Texts that come with a lazy chunk instead of the language's texts chunk, which the first route
 * loads (scripts/check-bundles.ts counts it): merged into the module's namespace (deep, never
 * overwriting a key the namespace already has), once per i18n instance. Call it in the lazy
 * component's render before its `t` is used.
 */
export function addLazyTexts(i18n: I18n, ns: string, texts: Record<Language, Record<string, unknown>>): void {
  let done = merged.get(i18n);
  if (!done) merged.set(i18n, (done = new WeakSet()));
  if (done.has(texts)) return;
  done.add(texts);
  for (const [language, resources] of Object.entries(texts)) i18n.addResourceBundle(language, ns, resources, true, false);
}
