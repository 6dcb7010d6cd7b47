import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { clientModules } from '../src/modules/client';
import { AccessibilityRoot } from '../src/client/accessibility/AccessibilityRoot';
import { AppModulesContext } from '../src/client/app/app-modules';
import { DirectionOverride, DirectionRoot, loadRtl } from '../src/client/direction';
import { directionOf, isLanguage, LANGUAGES, nativeName } from '../src/client/i18n';
import { memoryStorage } from '../src/client/memory-storage';
import { createQueryClient } from '../src/client/query-client';
import { CurrentUserContext, type CurrentUser } from '../src/client/session/current-user';
import { createAppStore } from '../src/client/app/store';
import { createTestI18n } from '../src/client/test-i18n';

const i18n = createTestI18n('en');
const { store } = createAppStore({ i18n, modules: clientModules, storage: memoryStorage() });
const queryClient = createQueryClient();

/** The toolbar's direction: the language's own, or forced (to check a layout mirrored before a right-to-left language has texts). */
type DirectionGlobal = 'auto' | 'ltr' | 'rtl';
const directionGlobal = (value: unknown): DirectionGlobal => (value === 'ltr' || value === 'rtl' ? value : 'auto');

/** Providers every story needs. parameters.user sets the current user; parameters.route the URL. */
function LanguageSync({ locale, dir }: { locale: string; dir: 'ltr' | 'rtl' }) {
  useEffect(() => {
    if (isLanguage(locale) && i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
  useEffect(() => {
    document.documentElement.dir = dir;
  }, [dir]);
  return null;
}

const withProviders: Decorator = (Story, context) => {
  const locale = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
  const forced = directionGlobal(context.globals.direction);
  const dir = forced === 'auto' ? directionOf(locale) : forced;
  const user = context.parameters.user as CurrentUser | undefined;
  const route = (context.parameters.route as string | undefined) ?? '/';
  const story = <Story />;
  return (
    <AppModulesContext.Provider value={clientModules}>
      <I18nextProvider i18n={i18n}>
        <LanguageSync locale={locale} dir={dir} />
        <DirectionOverride.Provider value={forced === 'auto' ? null : forced}>
          <DirectionRoot>
            <ReduxProvider store={store}>
              <AccessibilityRoot>
                <QueryClientProvider client={queryClient}>
                  <MemoryRouter initialEntries={[route]}>
                    {user ? <CurrentUserContext.Provider value={user}>{story}</CurrentUserContext.Provider> : story}
                  </MemoryRouter>
                </QueryClientProvider>
              </AccessibilityRoot>
            </ReduxProvider>
          </DirectionRoot>
        </DirectionOverride.Provider>
      </I18nextProvider>
    </AppModulesContext.Provider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // The right-to-left code is a chunk of its own: loaded before a story renders mirrored.
  loaders: [
    async ({ globals }) => {
      const forced = directionGlobal(globals.direction);
      if (forced === 'rtl' || (forced === 'auto' && directionOf(String(globals.locale)) === 'rtl')) await loadRtl();
      return {};
    },
  ],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: LANGUAGES.map((value) => ({ value, title: nativeName(value) })), dynamicTitle: true },
    },
    direction: {
      description: 'Direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: "The language's" },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', direction: 'auto' },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
