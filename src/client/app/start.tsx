import { StrictMode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './App';
import { startHydration, whenPageHydrated } from '../hydration';
import { loadDirection } from '../direction';
import { createI18n, detectLanguage, loadTexts } from '../i18n';
import type { ClientModule } from '../module';
import { createQueryClient } from '../query-client';
import type * as Router from './router';
import type { SsrState } from './ssr/state';
import { createAppStore } from './store';
import { yieldToMain } from './yield-to-main';

interface StartOptions {
  container: HTMLElement;
  clientModules: readonly ClientModule[];
  router: typeof Router;
  reactDom: typeof ReactDomClient;
}

/**
 * Resolves once the stored settings are applied, and marks <html data-ready="true"> then (after
 * hydration of a server-rendered page; until then the page may show the server's defaults). Browser
 * tests wait for the mark.
 */
function restored(persistor: { getState(): { bootstrapped: boolean }; subscribe(fn: () => void): () => void }): Promise<void> {
  return new Promise((resolve) => {
    const mark = () => {
      if (!persistor.getState().bootstrapped) return false;
      document.documentElement.dataset.ready = 'true';
      resolve();
      return true;
    };
    if (mark()) return;
    const stop = persistor.subscribe(() => {
      if (mark()) stop();
    });
  });
}

/** The two ways the app starts in the browser (see main.tsx). */
export const start = {
  /**
   * A server-rendered page: hydrate it with the state it was rendered with (its language, the redux
   * state before the stored settings, the answers it was rendered with). The language's texts and
   * the screen's code load first (in parallel), so hydration finds the same markup; the stored
   * settings are read once the whole page has hydrated.
   */
  async hydrate({ container, ssr, clientModules, router, reactDom }: StartOptions & { ssr: SsrState }) {
    const preloaded = router.preloadScreen(window.location.pathname, clientModules).catch(() => {
      // The screen's chunk did not load: hydration shows the error boundary's retry for it.
    });
    const [texts] = await Promise.all([loadTexts(clientModules, ssr.language), preloaded, loadDirection(ssr.language)]);
    // Each step its own task: together with the screen's chunk they were one task of 85-120 ms on
    // a phone (npm run bench:trace, 4x CPU).
    await yieldToMain();
    const i18n = createI18n(clientModules, ssr.language, texts);
    await yieldToMain();
    const { store, persistor } = createAppStore({ i18n, modules: clientModules, persistence: 'manual' });
    const queryClient = createQueryClient();
    hydrate(queryClient, ssr.queries);
    await yieldToMain();
    startHydration();
    void restored(persistor);
    whenPageHydrated(() => persistor.persist());
    reactDom.hydrateRoot(
      container,
      <StrictMode>
        <AppProviders modules={clientModules} i18n={i18n} store={store} serverState={ssr.redux} queryClient={queryClient}>
          <router.AppRouter />
        </AppProviders>
      </StrictMode>,
      {
        // A mismatch makes React render that part in the browser instead: say so (tests look for it).
        onRecoverableError: (error) => {
          // #419: a Suspense boundary the server left to the browser (a lazy part inside a screen,
          // which renderToString does not wait for): rendered here by design, not a mismatch.
          if (/#419\b|could not finish this Suspense boundary/.test(String(error))) return;
          console.error('CleanQuest hydration:', error);
        },
      },
    );
  },

  /**
   * Rendered in the browser only (server rendering off, the admin area). Only the start language's
   * texts are loaded (one chunk), before the first render, so it is translated; the first render
   * waits for the stored settings too, so they apply from the first paint.
   */
  async render({ container, clientModules, router, reactDom }: StartOptions) {
    const language = detectLanguage();
    const [texts] = await Promise.all([loadTexts(clientModules, language), loadDirection(language)]);
    const i18n = createI18n(clientModules, language, texts);
    const { store, persistor } = createAppStore({ i18n, modules: clientModules });
    const queryClient = createQueryClient();
    await restored(persistor);
    reactDom.createRoot(container).render(
      <StrictMode>
        <AppProviders modules={clientModules} i18n={i18n} store={store} queryClient={queryClient}>
          <router.AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  },
};
