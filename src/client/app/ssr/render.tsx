import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { clientModules } from '../../../modules/client';
import { AppProviders } from '../App';
import { CLIENT_CONFIG_KEY } from '../../config-query';
import { createI18n, loadTexts } from '../../i18n';
import { directionOf, LANGUAGES, type Language } from '../../../shared/language';
import { createRtlCache } from '../../rtl/rtl-cache';
import { RTL_CSS, RTL_STYLE_ID } from '../../rtl/rtl-styles';
import { memoryStorage } from '../../memory-storage';
import type { ClientModule } from '../../module';
import { createQueryClient } from '../../query-client';
import { AppRoutes, isAdminPath, matchScreenRoute, preloadScreen } from '../router';
import { createAppStore } from '../store';
import { SSR_STATE_ID, type SsrState } from './state';

export { SSR_STATE_ID };

export interface RenderedPage {
  /** 200, or 404 for a path no screen shows. */
  status: number;
  /** The app's markup, for inside #root. */
  markup: string;
  /** emotion's critical CSS: <style data-emotion> elements for the head. */
  styles: string;
  /** SsrState as JSON, safe inside a <script> element. */
  state: string;
}

export interface PageRendererOptions {
  /** GET /api/config's answer: the page is rendered with it and carries it to the browser. */
  clientConfig: unknown;
  /** The client manifests; by default the app's static list (this file is an entry point). */
  modules?: readonly ClientModule[];
}

/** JSON that cannot end a <script> element or open a comment in it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Renders pages on the server: the shell and the screen of a path, in a language, with the
 * run-time config pre-filled. The result depends only on the path and the language (no session, no
 * data of a person), so the server may cache it. The admin area is not rendered (null): the browser
 * renders it, as it did before.
 */
export function createPageRenderer({ clientConfig, modules = clientModules }: PageRendererOptions) {
  const i18ns = Promise.all(LANGUAGES.map(async (language) => [language, createI18n(modules, language, await loadTexts(modules, language))] as const)).then(
    (entries) => new Map<Language, I18n>(entries),
  );

  return async function renderPage(url: string, language: Language): Promise<RenderedPage | null> {
    const pathname = new URL(url, 'http://localhost').pathname;
    if (isAdminPath(pathname)) return null;
    await preloadScreen(pathname, modules);

    const i18n = (await i18ns).get(language)!;
    const { store } = createAppStore({ i18n, modules, storage: memoryStorage(), persistence: 'manual' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(CLIENT_CONFIG_KEY, clientConfig);
    // A right-to-left page is styled mirrored (the browser hydrates it with the same cache: direction.tsx).
    const rtl = directionOf(language) === 'rtl';
    const cache = rtl ? createRtlCache() : createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const redux = store.getState();

    const markup = renderToString(
      <CacheProvider value={cache}>
        <AppProviders modules={modules} i18n={i18n} store={store} serverState={redux} queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
    );
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup)) + (rtl ? `<style id="${RTL_STYLE_ID}">${RTL_CSS}</style>` : '');
    const state: SsrState = { language, redux, queries: dehydrate(queryClient) };
    return {
      status: matchScreenRoute(pathname, modules) ? 200 : 404,
      markup,
      styles,
      state: scriptSafeJson(state),
    };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
