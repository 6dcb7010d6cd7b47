import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { clientModules } from '../src/modules/client';
import { AccessibilityRoot } from '../src/client/accessibility/AccessibilityRoot';
import { AppModulesContext } from '../src/client/app/app-modules';
import { isLanguage } from '../src/client/i18n';
import { memoryStorage } from '../src/client/memory-storage';
import { createQueryClient } from '../src/client/query-client';
import { CurrentUserContext, type CurrentUser } from '../src/client/session/current-user';
import { createAppStore } from '../src/client/app/store';
import { createTestI18n } from '../src/client/test-i18n';

const i18n = createTestI18n('en');
const { store } = createAppStore({ i18n, modules: clientModules, storage: memoryStorage() });
const queryClient = createQueryClient();

/** Providers every story needs. parameters.user sets the current user; parameters.route the URL. */
function LanguageSync({ locale }: { locale: string }) {
  useEffect(() => {
    if (isLanguage(locale) && i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
  return null;
}

const withProviders: Decorator = (Story, context) => {
  const locale = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
  const user = context.parameters.user as CurrentUser | undefined;
  const route = (context.parameters.route as string | undefined) ?? '/';
  const story = <Story />;
  return (
    <AppModulesContext.Provider value={clientModules}>
      <I18nextProvider i18n={i18n}>
        <LanguageSync locale={locale} />
        <ReduxProvider store={store}>
          <AccessibilityRoot>
            <QueryClientProvider client={queryClient}>
              <MemoryRouter initialEntries={[route]}>
                {user ? <CurrentUserContext.Provider value={user}>{story}</CurrentUserContext.Provider> : story}
              </MemoryRouter>
            </QueryClientProvider>
          </AccessibilityRoot>
        </ReduxProvider>
      </I18nextProvider>
    </AppModulesContext.Provider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'de', title: 'Deutsch' }], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
