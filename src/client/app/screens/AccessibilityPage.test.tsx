// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { setLanguage } from '../../ui-slice';
import AccessibilityPage from './AccessibilityPage';

/** A controllable window.matchMedia: set(query, matches) fires 'change' like the browser. */
function fakeMatchMedia() {
  const state = new Map<string, boolean>();
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return state.get(query) ?? false;
    },
    addEventListener: (_: string, l: () => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(l);
    },
    removeEventListener: (_: string, l: () => void) => listeners.get(query)?.delete(l),
  })) as unknown as typeof window.matchMedia;
  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      act(() => listeners.get(query)?.forEach((l) => l()));
    },
  };
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const SWITCHES = ['Reduce motion', 'High contrast', 'Large text', 'Screen reader support', 'Keyboard navigation', 'Visible focus'];

function setup() {
  const result = renderWithProviders(
    <Routes>
      <Route path="/accessibility" element={<AccessibilityPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/accessibility' },
  );
  const toggle = (name: string) => screen.getByRole('switch', { name });
  return { ...result, toggle };
}

let media: ReturnType<typeof fakeMatchMedia>;
const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  media = fakeMatchMedia();
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('Accessibility page', () => {
  it('shows the presets and the six settings with the spec defaults', () => {
    const { toggle } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeTruthy();
    for (const name of ['Default', 'Low vision', 'Motion sensitive', 'Keyboard only', 'Screen reader']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-labelledby') && s.id)).toHaveLength(6);
    const checked = Object.fromEntries(SWITCHES.map((n) => [n, (toggle(n) as HTMLInputElement).checked]));
    expect(checked).toEqual({
      'Reduce motion': false,
      'High contrast': false,
      'Large text': false,
      'Screen reader support': false,
      'Keyboard navigation': false,
      'Visible focus': true,
    });
    expect(screen.getByRole('button', { name: /^Default/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('applies large text and high contrast to the page at once and announces the change', async () => {
    const user = userEvent.setup();
    const { toggle, store } = setup();
    await user.click(toggle('Large text'));
    expect(store.getState().accessibility.largeText).toBe(true);
    expect(document.documentElement.dataset.largeText).toBe('true');
    expect(document.documentElement.dataset.textScale).toBe('1.2');
    expect(screen.getByTestId('announcer-polite').textContent).toContain('Large text on');
    await user.click(toggle('High contrast'));
    expect(document.documentElement.dataset.highContrast).toBe('true');
    // The theme's html rule carries the 120 % root size.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/html\s*{[^}]*font-size:\s*120%/);
    await user.click(toggle('Large text'));
    expect(document.documentElement.dataset.textScale).toBe('1');
  });

  it('applies a preset and marks it as pressed', async () => {
    const user = userEvent.setup();
    const { toggle, store } = setup();
    await user.click(screen.getByRole('button', { name: /^Low vision/ }));
    expect((toggle('High contrast') as HTMLInputElement).checked).toBe(true);
    expect((toggle('Large text') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: /^Low vision/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^Default/ }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: /^Default/ }));
    expect(store.getState().accessibility).toMatchObject({ highContrast: false, largeText: false });
  });

  it('follows the system preference for motion and contrast until the person sets them', async () => {
    const { toggle } = setup();
    media.set('(prefers-reduced-motion: reduce)', true);
    expect((toggle('Reduce motion') as HTMLInputElement).checked).toBe(true);
    media.set('(forced-colors: active)', true);
    expect((toggle('High contrast') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByText('Follows your device setting')).toHaveLength(2);
    fireEvent.click(toggle('Reduce motion'));
    expect((toggle('Reduce motion') as HTMLInputElement).checked).toBe(false);
    media.set('(prefers-reduced-motion: reduce)', false);
    media.set('(prefers-reduced-motion: reduce)', true);
    expect((toggle('Reduce motion') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Use device setting' }));
    expect((toggle('Reduce motion') as HTMLInputElement).checked).toBe(true);
  });

  it('turns keyboard navigation on with Tab and off with a mouse press', async () => {
    const { store } = setup();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => expect(store.getState().accessibility.keyboardNavigation).toBe(true));
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(store.getState().accessibility.keyboardNavigation).toBe(false));
  });

  it('goes back to /profile', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('link', { name: 'Back to profile' }));
    expect(screen.getByTestId('path').textContent).toBe('/profile');
  });

  it('reads in German', async () => {
    const { store } = setup();
    act(() => void store.dispatch(setLanguage('de')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Barrierefreiheit' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Große Schrift' })).toBeTruthy();
  });
});

vi.setConfig({ testTimeout: 15_000 });
