import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { CurrentUserProvider } from './session/current-user';
import { ErrorBoundary } from './shell/ErrorBoundary';
import type { AppStore } from './store';
import { theme } from './theme';

export interface AppProvidersProps {
  i18n: I18n;
  store: AppStore;
  persistor: Persistor;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the screens rely on. The outer error boundary needs only i18n and the theme. */
export function AppProviders({ i18n, store, persistor, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ErrorBoundary>
          <ReduxProvider store={store}>
            <PersistGate loading={null} persistor={persistor}>
              <QueryClientProvider client={queryClient}>
                <CurrentUserProvider>{children}</CurrentUserProvider>
              </QueryClientProvider>
            </PersistGate>
          </ReduxProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </I18nextProvider>
  );
}
