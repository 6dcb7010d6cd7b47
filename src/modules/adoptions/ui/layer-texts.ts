import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/language';
import type { LayerTextsModule } from './layer-texts-all';

/**
 * The map layer's texts come in a chunk of their own, loaded after the layer's: the layer loads with
 * the map tab, whose chunks have a budget (scripts/check-bundles.ts), so its chunk stays small; and one
 * chunk, not one per language, so the first route's chunk map grows by one entry only.
 */
let texts: Promise<LayerTextsModule> | null = null;

/** Adds the language's layer texts to the instance (deep, never overwriting), once the chunk is there. */
async function loadTexts(i18n: I18n, language: Language): Promise<void> {
  texts ??= import('./layer-texts-all').catch((error: unknown) => {
    texts = null; // tried again at the next mount
    throw error;
  });
  i18n.addResourceBundle(language, 'adoptions', (await texts).LAYER_TEXTS[language], true, false);
}

const isLanguage = (l: string): l is Language => (LANGUAGES as readonly string[]).includes(l);
/** Whether the language's own layer texts are there (i18n.exists would answer with the fallback language's). */
const hasTexts = (i18n: I18n, language: Language) => i18n.getResource(language, 'adoptions', 'layer.toggle') !== undefined;

/** The 'adoptions' namespace's `t` and whether the layer's texts of the app's language are there (until then the layer shows nothing). */
export function useLayerTexts() {
  const { t, i18n } = useTranslation('adoptions');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [loaded, setLoaded] = useState<Language | null>(() => (hasTexts(i18n, language) ? language : null));
  useEffect(() => {
    if (hasTexts(i18n, language)) {
      setLoaded(language);
      return;
    }
    let live = true;
    loadTexts(i18n, language).then(
      () => live && setLoaded(language),
      () => undefined, // no texts, no layer: the map works without it
    );
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return { t, ready: loaded === language && hasTexts(i18n, language) };
}
