import { combineReducers, configureStore, createListenerMiddleware, isAnyOf, TaskAbortError, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor, type Storage as PersistStorage } from 'redux-persist';
import { accessibilityReducer } from '../accessibility/accessibility-slice';
import { hasTexts, isLanguage, LANGUAGE_STORAGE_KEY, loadLanguage, nativeName, type Language } from '../i18n';
import { rememberLanguage } from './language-cookie';
import type { ClientModule } from '../module';
import { toast } from '../toasts/toast-store';
import type { RootState } from '../state';
import { setLanguage, uiSlice } from '../ui-slice';
import { PERSIST_THROTTLE_MS, webStorage } from '../web-storage';

/**
 * Persistence: each persisted slice is stored under its own plain localStorage key (no 'persist:'
 * prefix), so the spec's local keys (accessibility-settings, gdpr-consent) can be used as they are.
 */
export function persistedSlice<S>(key: string, reducer: (state: S | undefined, action: { type: string }) => S, storage: PersistStorage) {
  return persistReducer({ key, keyPrefix: '', storage, version: 1, throttle: PERSIST_THROTTLE_MS }, reducer);
}

const PERSIST_ACTIONS: readonly string[] = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/**
 * Writes a change the person made at once: after every action that changed the state (other than
 * redux-persist's own), the persistor's staged keys are written (flush, synchronous up to the
 * storage's setItem). The branches' throttle (PERSIST_THROTTLE_MS) then only spaces out the
 * write-back of what rehydration read, with no zero-delay timers at start-up.
 */
function flushChanges(persistor: () => Persistor | undefined): Middleware {
  return (api) => (next) => (action) => {
    const before = api.getState();
    const result = next(action);
    const type = (action as { type?: unknown }).type;
    if (api.getState() !== before && !PERSIST_ACTIONS.includes(type as string)) void persistor()?.flush();
    return result;
  };
}

export interface StoreOptions {
  i18n: I18n;
  /** The client manifests: each module's `reducers` are mounted beside the core's branches. */
  modules?: readonly ClientModule[];
  storage?: PersistStorage;
  /**
   * When the stored state is read: 'now' (default), or 'manual': when the caller calls
   * persistor.persist() (after hydration, so hydration renders with the server's state; never, when
   * rendering on the server).
   */
  persistence?: 'now' | 'manual';
}

export function createAppStore({ i18n, modules = [], storage = webStorage(), persistence = 'now' }: StoreOptions) {
  const initialLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const branches: Record<string, Reducer> = {
    ui: persistedSlice(LANGUAGE_STORAGE_KEY, uiSlice.reducer, storage),
    // accessibility-settings, a plain JSON record (see accessibility/accessibility-slice.ts).
    accessibility: accessibilityReducer(storage),
  };
  // The modules' branches (e.g. the consent module's gdpr-consent and privacy-choice records), each
  // persisting itself under its own keys. A key the core or another module has taken fails loudly.
  for (const m of modules) {
    for (const [key, reducer] of Object.entries(m.reducers ?? {})) {
      if (key in branches) throw new Error(`Module ${m.id}: the redux branch '${key}' is taken`);
      branches[key] = reducer(storage);
    }
  }
  const rootReducer = combineReducers(branches) as unknown as Reducer<RootState>;

  // The language lives in redux (persisted); i18next follows it once the language's texts are loaded
  // (at once when they are there). When they cannot be loaded (offline) the language stays, redux goes
  // back to it and a toast says why. The cq_lang cookie follows the language i18next shows.
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(setLanguage, (action: { type: string }): action is { type: typeof REHYDRATE } => action.type === REHYDRATE),
    effect: async (_action, api) => {
      // The latest choice wins: a slower load for an earlier choice must not switch afterwards.
      api.cancelActiveListeners();
      const { language } = (api.getState() as RootState).ui;
      try {
        if (language !== i18n.language && !hasTexts(i18n, language)) await api.pause(loadLanguage(i18n, language));
        rememberLanguage(language);
        // With the texts in place i18next switches synchronously.
        if (language !== i18n.language) await i18n.changeLanguage(language);
      } catch (err) {
        if (err instanceof TaskAbortError) return;
        const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
        api.dispatch(setLanguage(current));
        toast({
          title: i18n.t('language.loadFailedTitle'),
          description: i18n.t('language.loadFailed', { language: nativeName(language) }),
          variant: 'destructive',
        });
      }
    },
  });

  const persisting: { persistor?: Persistor } = {};
  const store = configureStore({
    reducer: rootReducer,
    // Until rehydration, the language i18next detected (stored choice or browser language): the
    // initial state, not a dispatch while the page starts.
    preloadedState: { ui: { language: initialLanguage } } as unknown as RootState,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [...PERSIST_ACTIONS] } })
        .prepend(listener.middleware)
        .concat(flushChanges(() => persisting.persistor)),
  });
  // redux-persist 6 reads `manualPersist` but its types do not declare it.
  const options = { manualPersist: persistence === 'manual' } as Parameters<typeof persistStore>[1];
  const persistor = persistStore(store, options);
  persisting.persistor = persistor;
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
