import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { AccessibilityRoot } from './accessibility/AccessibilityRoot';
import { CurrentUserProvider } from './session/current-user';
import { ErrorBoundary } from './shell/ErrorBoundary';
import type { AppStore } from './store';

export interface AppProvidersProps {
  i18n: I18n;
  store: AppStore;
  persistor: Persistor;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything the screens rely on. The theme follows the accessibility settings, so it sits inside the
 * redux provider (after rehydration: the stored settings apply from the first paint); the error
 * boundary inside it gets the same theme.
 */
export function AppProviders({ i18n, store, persistor, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ReduxProvider store={store}>
        <PersistGate loading={null} persistor={persistor}>
          <AccessibilityRoot>
            <ErrorBoundary>
              <QueryClientProvider client={queryClient}>
                <CurrentUserProvider>{children}</CurrentUserProvider>
              </QueryClientProvider>
            </ErrorBoundary>
          </AccessibilityRoot>
        </PersistGate>
      </ReduxProvider>
    </I18nextProvider>
  );
}
