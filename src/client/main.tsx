import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { clientModules } from '../modules/client';
import { AppProviders } from './App';
import { startHydration, whenPageHydrated } from './hydration';
import { createI18n, detectLanguage, loadTexts } from './i18n';
import { createQueryClient } from './query-client';
import { AppRouter, preloadScreen } from './router';
import { readSsrState } from './ssr/state';
import { createAppStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('CleanQuest: #root element missing from index.html');

const ssr = readSsrState(document);

if (ssr && container.firstElementChild) {
  // A server-rendered page: hydrate it with the state it was rendered with (its language, the redux
  // state before the stored settings, the answers it was rendered with). The language's texts and
  // the screen's code load first (in parallel), so hydration finds the same markup; the stored
  // settings are read once the whole page has hydrated.
  const preloaded = preloadScreen(window.location.pathname).catch(() => {
    // The screen's chunk did not load: hydration shows the error boundary's retry for it.
  });
  void Promise.all([loadTexts(clientModules, ssr.language), preloaded]).then(([texts]) => {
    const i18n = createI18n(clientModules, ssr.language, texts);
    const { store, persistor } = createAppStore({ i18n, persistence: 'manual' });
    const queryClient = createQueryClient();
    hydrate(queryClient, ssr.queries);
    startHydration();
    whenPageHydrated(() => persistor.persist());
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders i18n={i18n} store={store} serverState={ssr.redux} queryClient={queryClient}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
      {
        // A mismatch makes React render that part in the browser instead: say so (tests look for it).
        onRecoverableError: (error) => console.error('CleanQuest hydration:', error),
      },
    );
  });
} else {
  // Rendered in the browser only (server rendering off, the admin area). Only the start language's
  // texts are loaded (one chunk), before the first render, so it is translated.
  const language = detectLanguage();
  void loadTexts(clientModules, language).then((texts) => {
    const i18n = createI18n(clientModules, language, texts);
    const { store, persistor } = createAppStore({ i18n });
    const queryClient = createQueryClient();
    createRoot(container).render(
      <StrictMode>
        <AppProviders i18n={i18n} store={store} persistor={persistor} queryClient={queryClient}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
}
