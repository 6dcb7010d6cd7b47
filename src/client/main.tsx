import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { clientModules } from '../modules/client';
import { AppProviders } from './App';
import { createI18n, detectLanguage, loadTexts } from './i18n';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';
import { createAppStore } from './store';

// Only the start language's texts are loaded (one chunk), before the first render, so it is translated.
const language = detectLanguage();
void loadTexts(clientModules, language).then((texts) => {
  const i18n = createI18n(clientModules, language, texts);
  const { store, persistor } = createAppStore({ i18n });
  const queryClient = createQueryClient();

  const container = document.getElementById('root');
  if (!container) throw new Error('CleanQuest: #root element missing from index.html');

  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} store={store} persistor={persistor} queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
