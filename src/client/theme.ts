import { createTheme } from '@mui/material/styles';

/**
 * Eco palette. Every text/background pair used by the shell meets WCAG AA (4.5:1):
 * primary #2e7d32 on white 5.1:1, white on primary.dark #1b5e20 7.9:1, text #1b2a1c on #f4f7f2 14:1.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2e7d32', dark: '#1b5e20', light: '#60ad5e', contrastText: '#ffffff' },
    secondary: { main: '#00695c', dark: '#004d40', light: '#439889', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    warning: { main: '#8a5a00', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    background: { default: '#f4f7f2', paper: '#ffffff' },
    text: { primary: '#1b2a1c', secondary: '#4a5a4b' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.375rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // A clearly visible keyboard focus ring everywhere.
        ':focus-visible': { outline: '3px solid #1b5e20', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      },
    },
    MuiBottomNavigationAction: {
      styleOverrides: {
        root: { color: '#4a5a4b', '&.Mui-selected': { color: '#1b5e20' } },
      },
    },
  },
});
