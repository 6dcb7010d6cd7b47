import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAppDispatch } from '../hooks';
import { useDirection } from '../direction';
import { createAppTheme } from '../theme';
import { keyboardNavigationDetected, systemPreferencesChanged, textScale } from './accessibility-slice';
import { Announcer } from './announcer';
import { readSystemPreferences, useAccessibility, watchSystemPreferences } from './hooks';

/**
 * Applies the accessibility settings to the whole app: the MUI theme (text scale, high contrast,
 * motion, focus rings; and the language's direction), data attributes on <html> for plain CSS (and the map), the system
 * preferences (followed until the person sets them), keyboard navigation detection (Tab on, mouse
 * press off) and the screen-reader live regions. Rendered inside the redux provider, after
 * rehydration, so the stored settings apply from the first paint.
 */
export function AccessibilityRoot({ children }: { children: ReactNode }) {
  const settings = useAccessibility();
  const dispatch = useAppDispatch();
  const { highContrast, largeText, reducedMotion, focusVisible, keyboardNavigation, screenReader } = settings;

  const direction = useDirection();
  const theme = useMemo(
    () => createAppTheme({ highContrast, largeText, reducedMotion, focusVisible, keyboardNavigation }, direction),
    [highContrast, largeText, reducedMotion, focusVisible, keyboardNavigation, direction],
  );

  // System preferences: now, and on every change.
  useEffect(() => {
    dispatch(systemPreferencesChanged(readSystemPreferences()));
    return watchSystemPreferences((p) => dispatch(systemPreferencesChanged(p)));
  }, [dispatch]);

  // Spec 4: keyboardNavigation becomes true on a Tab press and false on a mouse press.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab' && !keyboardNavigation) dispatch(keyboardNavigationDetected(true));
    };
    const onMouse = () => {
      if (keyboardNavigation) dispatch(keyboardNavigationDetected(false));
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('mousedown', onMouse, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('mousedown', onMouse, true);
    };
  }, [dispatch, keyboardNavigation]);

  // Hooks for plain CSS and non-React code: <html data-high-contrast data-reduced-motion ...>.
  useEffect(() => {
    const d = document.documentElement.dataset;
    d.highContrast = String(highContrast);
    d.largeText = String(largeText);
    d.reducedMotion = String(reducedMotion);
    d.keyboardNavigation = String(keyboardNavigation);
    d.focusVisible = String(focusVisible);
    d.screenReader = String(screenReader);
    d.textScale = String(textScale(settings));
  }, [highContrast, largeText, reducedMotion, keyboardNavigation, focusVisible, screenReader, settings]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Announcer />
    </ThemeProvider>
  );
}
