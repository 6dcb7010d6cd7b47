import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { Direction } from '../shared/language';
import { LARGE_TEXT_SCALE } from './accessibility/accessibility-slice';

/** What the theme depends on: the accessibility settings that change how things look and move. */
export interface ThemeSettings {
  highContrast: boolean;
  largeText: boolean;
  reducedMotion: boolean;
  focusVisible: boolean;
  keyboardNavigation: boolean;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  highContrast: false,
  largeText: false,
  reducedMotion: false,
  focusVisible: true,
  keyboardNavigation: false,
};

/**
 * Eco palette. Every text/background pair used by the shell meets WCAG AA (4.5:1):
 * primary #2e7d32 on white 5.1:1, white on primary.dark #1b5e20 7.9:1, text #1b2a1c on #f4f7f2 14:1.
 */
const standardPalette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { main: '#2e7d32', dark: '#1b5e20', light: '#60ad5e', contrastText: '#ffffff' },
  secondary: { main: '#00695c', dark: '#004d40', light: '#439889', contrastText: '#ffffff' },
  error: { main: '#c62828', contrastText: '#ffffff' },
  warning: { main: '#8a5a00', contrastText: '#ffffff' },
  success: { main: '#2e7d32', contrastText: '#ffffff' },
  background: { default: '#f4f7f2', paper: '#ffffff' },
  text: { primary: '#1b2a1c', secondary: '#4a5a4b' },
};

/**
 * High contrast: black text on white (21:1), every colour pair at least 7:1 (AAA), and visible
 * borders on surfaces, inputs and buttons instead of shadows and tints.
 * primary #1b5e20 on white 7.9:1, secondary #004d40 10.2:1, error #8e0000 10.9:1, warning #5c3c00 10.4:1.
 */
const HC_TEXT = '#000000';
const highContrastPalette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { main: '#1b5e20', dark: '#0d3311', light: '#2e7d32', contrastText: '#ffffff' },
  secondary: { main: '#004d40', dark: '#00251a', light: '#00695c', contrastText: '#ffffff' },
  error: { main: '#8e0000', contrastText: '#ffffff' },
  warning: { main: '#5c3c00', contrastText: '#ffffff' },
  success: { main: '#1b5e20', contrastText: '#ffffff' },
  info: { main: '#0d3c61', contrastText: '#ffffff' },
  background: { default: '#ffffff', paper: '#ffffff' },
  text: { primary: HC_TEXT, secondary: '#1a1a1a', disabled: '#595959' },
  divider: HC_TEXT,
  action: { active: HC_TEXT, disabled: '#595959' },
};

/**
 * The app theme for a set of accessibility settings:
 * - large text: the root font size becomes 120 % (spec: text scale 1.2); MUI's typography is in rem,
 *   so every variant follows, and so does every other rem-sized thing on the page;
 * - high contrast: the palette above plus borders;
 * - reduced motion: no MUI transitions (dialogs, menus, collapses appear at once), no ripples, and a
 *   global rule that stops CSS animations and smooth scrolling;
 * - focus visible: a thick outline on :focus-visible; keyboard navigation also outlines :focus.
 * `direction` is the language's (right to left also needs the rtl emotion cache: direction.tsx).
 */
export function createAppTheme(s: ThemeSettings = DEFAULT_THEME_SETTINGS, direction: Direction = 'ltr') {
  const hc = s.highContrast;
  const ring = hc ? '3px solid #000000' : '3px solid #1b5e20';
  const focusRules = s.focusVisible
    ? {
        ':focus-visible': { outline: ring, outlineOffset: 2, ...(hc ? { boxShadow: '0 0 0 5px #ffffff' } : {}) },
        ...(s.keyboardNavigation ? { ':focus:not(#main-content)': { outline: ring, outlineOffset: 2 } } : {}),
      }
    : {};
  const noMotion = {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  };
  const border = `1px solid ${HC_TEXT}`;

  return createTheme({
    direction,
    palette: hc ? highContrastPalette : standardPalette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      // The html element's font size is 16px x the text scale; MUI computes rem from this base.
      htmlFontSize: 16,
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.375rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    ...(s.reducedMotion
      ? {
          transitions: {
            create: () => 'none',
            duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
          },
        }
      : {}),
    components: {
      MuiButtonBase: {
        defaultProps: { disableRipple: s.reducedMotion },
      },
      MuiCssBaseline: {
        styleOverrides: {
          html: { fontSize: `${(s.largeText ? LARGE_TEXT_SCALE : 1) * 100}%` },
          ...focusRules,
          ...(s.reducedMotion ? noMotion : { '@media (prefers-reduced-motion: reduce)': noMotion }),
          ...(hc ? { a: { textDecoration: 'underline' } } : {}),
        },
      },
      MuiBottomNavigationAction: {
        styleOverrides: {
          root: hc
            ? { color: HC_TEXT, '&.Mui-selected': { color: '#1b5e20', textDecoration: 'underline', textUnderlineOffset: 4 } }
            : { color: '#4a5a4b', '&.Mui-selected': { color: '#1b5e20' } },
        },
      },
      ...(hc
        ? {
            MuiPaper: { styleOverrides: { root: { border, backgroundImage: 'none' } } },
            MuiAppBar: { styleOverrides: { root: { borderWidth: '0 0 2px 0' } } },
            MuiButton: {
              styleOverrides: {
                root: { border: `2px solid ${HC_TEXT}` },
                outlined: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
              },
            },
            MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: HC_TEXT, borderWidth: 2 } } },
            MuiDivider: { styleOverrides: { root: { borderColor: HC_TEXT } } },
            MuiChip: { styleOverrides: { root: { border } } },
            MuiSwitch: {
              styleOverrides: {
                track: { opacity: 1, backgroundColor: '#595959', border: `1px solid ${HC_TEXT}` },
                switchBase: { '&.Mui-checked + .MuiSwitch-track': { opacity: 1 } },
                thumb: { border },
              },
            },
          }
        : {}),
    },
  });
}

/** The default look (no accessibility settings): used by the outer error boundary, tests and stories. */
export const theme = createAppTheme();
