import type { ReactElement, ReactNode } from 'react';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { AccessibilityRoot } from './accessibility/AccessibilityRoot';
import { AppModulesContext } from './app/app-modules';
import { clientModules } from '../modules/client';
import type { ClientModule } from './module';
import { memoryStorage } from './memory-storage';
import { createQueryClient } from './query-client';
import { CurrentUserContext, type CurrentUser } from './session/current-user';
import { createAppStore } from './app/store';
import { createTestI18n } from './test-i18n';

afterEach(() => cleanup());

export interface ProviderOptions {
  route?: string;
  user?: CurrentUser;
  queryClient?: QueryClient;
  /** The client manifests handed in (default: every module's). */
  modules?: readonly ClientModule[];
}

/**
 * Renders inside the app's providers (the client manifests, English, memory router, fresh query
 * client and store, the accessibility theme). Like an entry point, the test harness hands the
 * manifests in; screens still see no module slots (ModuleSlotsContext) outside the shell.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', user, queryClient = createQueryClient(), modules = clientModules }: ProviderOptions = {}, options?: RenderOptions) {
  const i18n = createTestI18n('en');
  const { store } = createAppStore({ i18n, modules, storage: memoryStorage() });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppModulesContext.Provider value={modules}>
      <I18nextProvider i18n={i18n}>
        <ReduxProvider store={store}>
          <AccessibilityRoot>
            <QueryClientProvider client={queryClient}>
              <MemoryRouter initialEntries={[route]}>
                {user ? <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider> : children}
              </MemoryRouter>
            </QueryClientProvider>
          </AccessibilityRoot>
        </ReduxProvider>
      </I18nextProvider>
    </AppModulesContext.Provider>
  );
  const result = render(ui, { wrapper: Wrapper, ...options });
  return { ...result, store, i18n, queryClient };
}
