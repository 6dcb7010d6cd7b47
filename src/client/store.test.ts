import { describe, expect, it } from 'vitest';
import { clientModules } from '../modules/client';
import { createI18n, LANGUAGE_STORAGE_KEY, readStoredLanguage } from './i18n';
import { createAppStore } from './store';
import { memoryStorage } from './memory-storage';
import { setLanguage } from './ui-slice';

const rehydrated = (persistor: ReturnType<typeof createAppStore>['persistor']) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });

describe('store', () => {
  it('persists the language under cleanquest-language and i18next follows it', async () => {
    const storage = memoryStorage();
    const i18n = createI18n(clientModules, 'en');
    const { store, persistor } = createAppStore({ i18n, storage });
    await rehydrated(persistor);
    store.dispatch(setLanguage('de'));
    expect(i18n.language).toBe('de');
    await persistor.flush();
    const saved = storage.data.get(LANGUAGE_STORAGE_KEY);
    expect(saved).toBeTruthy();
    expect(readStoredLanguage({ getItem: () => saved ?? null })).toBe('de');
  });

  it('rehydrates a stored language and applies it', async () => {
    const storage = memoryStorage();
    storage.data.set(LANGUAGE_STORAGE_KEY, JSON.stringify({ language: JSON.stringify('de'), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    const i18n = createI18n(clientModules, 'en');
    const { store, persistor } = createAppStore({ i18n, storage });
    await rehydrated(persistor);
    expect(store.getState().ui.language).toBe('de');
    expect(i18n.language).toBe('de');
  });
});
