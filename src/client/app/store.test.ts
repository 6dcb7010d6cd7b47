// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistReducer } from 'redux-persist';
import { createI18n, LANGUAGE_STORAGE_KEY, loadTexts, readStoredLanguage } from '../i18n';
import type { ClientModule } from '../module';
import { getToasts, resetToasts } from '../toasts/toast-store';
import { createAppStore } from './store';
import { createTestI18n } from '../test-i18n';
import { memoryStorage } from '../memory-storage';
import { setLanguage } from '../ui-slice';

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

const storedDe = () => JSON.stringify({ language: JSON.stringify('de'), _persist: JSON.stringify({ version: 1, rehydrated: true }) });
const clearCookie = () => {
  document.cookie = 'cq_lang=; Path=/; Max-Age=0';
};

beforeEach(() => {
  clearCookie();
  resetToasts();
});
afterEach(() => clearCookie());

/** A module whose German texts arrive when the test says so (or never: reject). */
function slowModule() {
  let release!: () => void;
  let fail!: (err: Error) => void;
  const de = vi.fn(
    () =>
      new Promise<{ default: Record<string, unknown> }>((resolve, reject) => {
        release = () => resolve({ default: { hello: 'Hallo' } });
        fail = reject;
      }),
  );
  const module: ClientModule = { id: 'a', i18n: { ns: 'a', load: { en: async () => ({ default: { hello: 'Hello' } }), de, fr: async () => ({ default: { hello: 'Bonjour' } }), es: de, it: async () => ({ default: { hello: 'Ciao' } }), nl: async () => ({ default: { hello: 'Hallo' } }), pl: async () => ({ default: { hello: 'Cześć' } }), ar: async () => ({ default: { hello: 'مرحبًا' } }) } } };
  return { module, de, release: () => release(), fail: (err: Error) => fail(err) };
}

describe('store', () => {
  it('persists the language under cleanquest-language and i18next follows it', async () => {
    const storage = memoryStorage();
    const i18n = createTestI18n('en');
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
    storage.data.set(LANGUAGE_STORAGE_KEY, storedDe());
    const i18n = createTestI18n('en');
    const { store, persistor } = createAppStore({ i18n, storage });
    await rehydrated(persistor);
    expect(store.getState().ui.language).toBe('de');
    expect(i18n.language).toBe('de');
  });
});

describe('store: start-up without store writes or zero-delay timers (issue 38)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A module branch that records every action the store sees from its creation on. */
  function recorder() {
    const seen: string[] = [];
    const module: ClientModule = {
      id: 'recorder',
      reducers: { recorder: () => (state: number = 0, action: { type: string }) => (seen.push(action.type), state) },
    };
    return { module, seen };
  }

  it('starts with the detected language as initial state: no action but redux-persist\'s own until the person acts', async () => {
    const { module, seen } = recorder();
    const { store, persistor } = createAppStore({ i18n: createTestI18n('de'), modules: [module], storage: memoryStorage(), persistence: 'manual' });
    expect(store.getState().ui.language).toBe('de');
    persistor.persist();
    await rehydrated(persistor);
    expect(seen.filter((type) => !type.startsWith('@@redux/') && !type.startsWith('persist/'))).toEqual([]);
  });

  it('reads and writes back the stored settings with no zero-delay timer', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const storage = memoryStorage();
    storage.data.set(LANGUAGE_STORAGE_KEY, storedDe());
    const { persistor } = createAppStore({ i18n: createTestI18n('en'), storage });
    await rehydrated(persistor);
    const delays = [...intervals.mock.calls, ...timeouts.mock.calls].map(([, ms]) => ms ?? 0);
    expect(intervals).toHaveBeenCalled();
    expect(delays.filter((ms) => ms <= 0)).toEqual([]);
  });

  it('writes a change the person makes at once, without waiting for the throttle', async () => {
    const storage = memoryStorage();
    const i18n = createTestI18n('en');
    const { store, persistor } = createAppStore({ i18n, storage });
    await rehydrated(persistor);
    store.dispatch(setLanguage('de'));
    expect(readStoredLanguage({ getItem: () => storage.data.get(LANGUAGE_STORAGE_KEY) ?? null })).toBe('de');
    store.dispatch(setLanguage('en'));
    expect(readStoredLanguage({ getItem: () => storage.data.get(LANGUAGE_STORAGE_KEY) ?? null })).toBe('en');
  });
});

describe('store: changing to a language whose texts are not loaded yet', () => {
  it("loads the other language's texts first, then switches", async () => {
    const slow = slowModule();
    const i18n = createI18n([slow.module], 'en', await loadTexts([slow.module], 'en'));
    const { store, persistor } = createAppStore({ i18n, storage: memoryStorage() });
    await rehydrated(persistor);
    store.dispatch(setLanguage('de'));
    expect(slow.de).toHaveBeenCalledOnce();
    // Still English (no untranslated keys) while the texts load.
    expect(i18n.language).toBe('en');
    expect(i18n.t('a:hello')).toBe('Hello');
    slow.release();
    await vi.waitFor(() => expect(i18n.language).toBe('de'));
    expect(i18n.t('a:hello')).toBe('Hallo');
    expect(i18n.t('language.label')).toBe('Sprache');
    expect(store.getState().ui.language).toBe('de');
    expect(getToasts()).toEqual([]);
  });

  it('keeps the language and says so in a toast when the texts cannot be loaded (offline)', async () => {
    const slow = slowModule();
    const i18n = createI18n([slow.module], 'en', await loadTexts([slow.module], 'en'));
    const { store, persistor } = createAppStore({ i18n, storage: memoryStorage() });
    await rehydrated(persistor);
    store.dispatch(setLanguage('de'));
    slow.fail(new Error('Loading chunk texts-de failed.'));
    await vi.waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({
      title: 'Language not changed',
      description: 'The texts for Deutsch could not be loaded. Check your connection and try again.',
      variant: 'destructive',
    });
    expect(i18n.language).toBe('en');
    expect(store.getState().ui.language).toBe('en');
    expect(document.cookie).toBe('cq_lang=en');
  });

  it('says it in German when German stays', async () => {
    const module: ClientModule = { id: 'a', i18n: { ns: 'a', load: { en: () => Promise.reject(new Error('offline')), de: async () => ({ default: {} }), fr: async () => ({ default: {} }), es: async () => ({ default: {} }), it: async () => ({ default: {} }), nl: async () => ({ default: {} }), pl: async () => ({ default: {} }), ar: async () => ({ default: {} }) } } };
    const i18n = createI18n([module], 'de', await loadTexts([module], 'de'));
    const storage = memoryStorage();
    storage.data.set(LANGUAGE_STORAGE_KEY, storedDe());
    const { store, persistor } = createAppStore({ i18n, storage });
    await rehydrated(persistor);
    store.dispatch(setLanguage('en'));
    await vi.waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({
      title: 'Sprache nicht gewechselt',
      description: 'Die Texte für English konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    });
    expect(i18n.language).toBe('de');
    expect(store.getState().ui.language).toBe('de');
  });

  it('the latest choice wins: a load that finishes after the user chose again does not switch', async () => {
    const slow = slowModule();
    const i18n = createI18n([slow.module], 'en', await loadTexts([slow.module], 'en'));
    const { store, persistor } = createAppStore({ i18n, storage: memoryStorage() });
    await rehydrated(persistor);
    store.dispatch(setLanguage('de'));
    store.dispatch(setLanguage('en'));
    slow.release();
    await new Promise((r) => setTimeout(r, 20));
    expect(i18n.language).toBe('en');
    expect(store.getState().ui.language).toBe('en');
    expect(getToasts()).toEqual([]);
  });
});

describe('store: the cq_lang cookie (the server renders the chosen language)', () => {
  it('is written at start when the stored choice differs from it', async () => {
    document.cookie = 'cq_lang=en; Path=/';
    const storage = memoryStorage();
    storage.data.set(LANGUAGE_STORAGE_KEY, storedDe());
    const { persistor } = createAppStore({ i18n: createTestI18n('de'), storage });
    await rehydrated(persistor);
    expect(document.cookie).toBe('cq_lang=de');
  });

  it('is written when none is there yet (once the stored settings are read), and follows every change', async () => {
    const { store, persistor } = createAppStore({ i18n: createTestI18n('en'), storage: memoryStorage() });
    await rehydrated(persistor);
    expect(document.cookie).toBe('cq_lang=en');
    store.dispatch(setLanguage('de'));
    expect(document.cookie).toBe('cq_lang=de');
    store.dispatch(setLanguage('en'));
    expect(document.cookie).toBe('cq_lang=en');
  });
});

describe('store: the modules\' redux branches (ClientModule.reducers)', () => {
  /** A module branch that persists one counter under its own plain key. */
  const counter: ClientModule = {
    id: 'counter',
    reducers: {
      counter: (storage) =>
        persistReducer({ key: 'counter-key', keyPrefix: '', version: 1, storage }, (state: { n: number } = { n: 0 }, action: { type: string }) =>
          action.type === 'counter/add' ? { n: state.n + 1 } : state,
        ),
    },
  };

  it("mounts each module's branch beside the core's and lets it persist itself with the store's storage", async () => {
    const storage = memoryStorage();
    const { store, persistor } = createAppStore({ i18n: createTestI18n('en'), modules: [counter], storage });
    await rehydrated(persistor);
    store.dispatch({ type: 'counter/add' });
    await persistor.flush();
    expect(Object.keys(store.getState())).toEqual(['ui', 'accessibility', 'counter']);
    expect(storage.data.has('counter-key')).toBe(true);
  });

  it('refuses a branch the core owns and a branch two modules register', () => {
    const i18n = createTestI18n('en');
    const ui: ClientModule = { id: 'bad', reducers: { ui: () => (state: unknown = null) => state } };
    expect(() => createAppStore({ i18n, modules: [ui], storage: memoryStorage() })).toThrow("Module bad: the redux branch 'ui' is taken");
    expect(() => createAppStore({ i18n, modules: [counter, { ...counter, id: 'again' }], storage: memoryStorage() })).toThrow("Module again: the redux branch 'counter' is taken");
  });
});
