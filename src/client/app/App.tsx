import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { AccessibilityRoot } from '../accessibility/AccessibilityRoot';
import { DirectionRoot } from '../direction';
import { AppModulesContext } from './app-modules';
import type { ClientModule } from '../module';
import { CurrentUserProvider } from '../session/current-user';
import { ErrorBoundary } from './shell/ErrorBoundary';
import type { RootState } from '../state';
import type { AppStore } from './store';

export interface AppProvidersProps {
  /** The client manifests (from the entry point): the shell, router and admin area read them (AppModulesContext). */
  modules: readonly ClientModule[];
  i18n: I18n;
  store: AppStore;
  /**
   * The redux state the server rendered with (server rendering and hydration): hydration renders
   * with it, so the markup matches, and the stored settings apply right after.
   */
  serverState?: RootState;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything the screens rely on. The theme follows the accessibility settings, so it sits inside the
 * redux provider; the error boundary inside it gets the same theme. A page rendered only in the
 * browser is rendered once the stored settings are read (start.tsx: they apply from the first paint);
 * a server-rendered page hydrates with the server's state and applies them right after.
 */
export function AppProviders({ modules, i18n, store, serverState, queryClient, children }: AppProvidersProps) {
  const app = (
    <AccessibilityRoot>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <CurrentUserProvider>
            {/*
              Everything below the providers hydrates as one Suspense boundary: React hydrates a
              boundary's content in small slices (yielding to the browser every few milliseconds)
              instead of one long task, and its effects (the first data fetches) start once it is done.
            */}
            <Suspense fallback={null}>{children}</Suspense>
          </CurrentUserProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </AccessibilityRoot>
  );
  return (
    <AppModulesContext.Provider value={modules}>
      <I18nextProvider i18n={i18n}>
        <DirectionRoot>
          <ReduxProvider store={store} serverState={serverState}>
            {app}
          </ReduxProvider>
        </DirectionRoot>
      </I18nextProvider>
    </AppModulesContext.Provider>
  );
}
