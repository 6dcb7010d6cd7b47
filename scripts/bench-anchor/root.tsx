/** The anchor's providers, the same on the server and in the browser: emotion's cache, the MUI theme, i18next. */
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ComponentType } from 'react';
import { Anchor, type AnchorMapProps, type AnchorState } from './Anchor';

/** The app's standard palette (src/client/theme.ts), so colours and contrast are the app's. */
const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2e7d32', dark: '#1b5e20', light: '#60ad5e', contrastText: '#ffffff' },
    secondary: { main: '#00695c', dark: '#004d40', light: '#439889', contrastText: '#ffffff' },
    background: { default: '#f4f7f2', paper: '#ffffff' },
    text: { primary: '#1b2a1c', secondary: '#4a5a4b' },
  },
});

/** The id of the JSON script element with the state (the server's fillTemplate writes it). */
export const STATE_ID = 'cq-ssr-state';

export function AnchorRoot({ cache, i18n, state, map }: { cache: EmotionCache; i18n: I18n; state: AnchorState; map?: ComponentType<AnchorMapProps> }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nextProvider i18n={i18n}>
          <Anchor state={state} map={map} />
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
