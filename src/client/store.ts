import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type Storage as PersistStorage } from 'redux-persist';
import { accessibilityReducer } from './accessibility/accessibility-slice';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from './i18n';
import { consentReducer } from '../modules/consent/ui/consent-slice';
import { setLanguage, uiSlice } from './ui-slice';
import { webStorage } from './web-storage';

/**
 * Persistence: each persisted slice is stored under its own plain localStorage key (no 'persist:'
 * prefix), so the spec's local keys (accessibility-settings, gdpr-consent) can be used as they are
 * when those slices arrive.
 */
export function persistedSlice<S>(key: string, reducer: (state: S | undefined, action: { type: string }) => S, storage: PersistStorage) {
  return persistReducer({ key, keyPrefix: '', storage, version: 1 }, reducer);
}

export interface StoreOptions {
  i18n: I18n;
  storage?: PersistStorage;
  /**
   * When the stored state is read: 'now' (default), or 'manual': when the caller calls
   * persistor.persist() (after hydration, so hydration renders with the server's state; never, when
   * rendering on the server).
   */
  persistence?: 'now' | 'manual';
}

export function createAppStore({ i18n, storage = webStorage(), persistence = 'now' }: StoreOptions) {
  const initialLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const rootReducer = combineReducers({
    ui: persistedSlice(LANGUAGE_STORAGE_KEY, uiSlice.reducer, storage),
    // gdpr-consent and privacy-choice, each a plain JSON record (see the consent module's consent-slice.ts).
    consent: consentReducer(storage),
    // accessibility-settings, a plain JSON record (see accessibility/accessibility-slice.ts).
    accessibility: accessibilityReducer(storage),
  });

  // The language lives in redux (persisted); i18next follows it.
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(setLanguage, (action: { type: string }): action is { type: typeof REHYDRATE } => action.type === REHYDRATE),
    effect: (_action, api) => {
      const { language } = (api.getState() as ReturnType<typeof rootReducer>).ui;
      if (language !== i18n.language) void i18n.changeLanguage(language);
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).prepend(listener.middleware),
  });
  // Until rehydration, show the language i18next detected (stored choice or browser language).
  store.dispatch(setLanguage(initialLanguage));
  // redux-persist 6 reads `manualPersist` but its types do not declare it.
  const options = { manualPersist: persistence === 'manual' } as Parameters<typeof persistStore>[1];
  const persistor = persistStore(store, options);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
