// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_NAME } from '../../../shared/constants';
import { LANGUAGE_INFO, LANGUAGES } from '../../../shared/language';
import { FALLBACK_GUEST } from '../../session/current-user';
import { renderWithProviders } from '../../test-utils';
import { createAppTheme } from '../../theme';
import { setLanguage } from '../../ui-slice';
import { Header } from './Header';
import { COMPACT_HEADER_MEDIA } from './header-layout';

/**
 * jsdom lays nothing out: a window.matchMedia that answers width queries ('(max-width:599.95px)',
 * what MUI's useMediaQuery asks for theme.breakpoints.down('sm')) for a screen `width` px wide,
 * and fires 'change' when the width changes, like a browser.
 */
function fakeScreen(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) && (!!max || !!min);
  };
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return matches(query);
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(to: number) {
      width = to;
      act(() => listeners.forEach((l) => l()));
    },
  };
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const NOW = new Date('2030-06-01T09:41:00');
const banner = () => screen.getByRole('banner');
const avatar = () => within(banner()).getByRole('button', { name: /Open profile menu|Profilmenü/ });
const languageButton = () => within(banner()).queryByRole('button', { name: /^Language:|^Sprache:/ });
const headerClock = () => banner().querySelector('time');

async function openMenu() {
  await userEvent.click(avatar());
  return screen.findByRole('menu');
}

describe('Header', () => {
  it("moves its parts below the theme's sm breakpoint (phones), in script and in CSS alike", () => {
    expect(COMPACT_HEADER_MEDIA).toBe(createAppTheme().breakpoints.down('sm'));
  });

  describe.each([360, 390])('on a %i px phone', (width) => {
    beforeEach(() => {
      fakeScreen(width);
    });

    it('keeps the name, the avatar; the clock and the language button are in the profile menu, with the same labels', async () => {
      renderWithProviders(<Header now={NOW} />, { user: FALLBACK_GUEST });
      expect(within(banner()).getByText(PRODUCT_NAME).textContent).toBe('CleanQuest');
      expect(headerClock()).toBeNull();
      expect(languageButton()).toBeNull();

      const menu = await openMenu();
      const time = screen.getByRole('presentation').querySelector('time')!;
      expect(time.getAttribute('aria-label')).toMatch(/^Current time: 09:41 AM$/);
      expect(time.getAttribute('datetime')).toBe(NOW.toISOString());
      // Read with the menu when it opens.
      expect(menu.getAttribute('aria-describedby')).toBe(time.id);
      const radios = within(menu).getAllByRole('menuitemradio');
      expect(radios.map((r) => [r.textContent, r.getAttribute('aria-checked')])).toEqual(LANGUAGES.map((lang) => [`Language: ${LANGUAGE_INFO[lang].name}`, String(lang === 'en')]));
      // The profile menu's own items come first and the focus starts on the first of them.
      await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Create Profile' })));
    });

    it('switches the language from the keyboard: Enter opens the menu, the arrows reach Deutsch, Enter chooses it', async () => {
      const { store } = renderWithProviders(<Header now={NOW} />, { user: FALLBACK_GUEST });
      const opener = avatar();
      opener.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Create Profile' })));
      // Up from the first item wraps to the last language (a guest has no Sign out); up again until Deutsch.
      for (let i = LANGUAGES.indexOf('de'); i < LANGUAGES.length; i += 1) await userEvent.keyboard('{ArrowUp}');
      expect(document.activeElement).toBe(within(menu).getByRole('menuitemradio', { name: 'Language: Deutsch' }));
      await userEvent.keyboard('{Enter}');
      expect(store.getState().ui.language).toBe('de');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
      expect(within(banner()).getByText(PRODUCT_NAME)).toBeTruthy();
      expect(languageButton()).toBeNull();
      // Now in German: the same labels as the header's clock and language button have.
      const again = await openMenu();
      expect(screen.getByRole('presentation').querySelector('time')!.getAttribute('aria-label')).toBe('Aktuelle Uhrzeit: 09:41');
      expect(within(again).getAllByRole('menuitemradio').map((r) => [r.textContent, r.getAttribute('aria-checked')])).toEqual(LANGUAGES.map((lang) => [`Sprache: ${LANGUAGE_INFO[lang].name}`, String(lang === 'de')]));
    });

    it('in German too: the name, no clock or language button in the header', async () => {
      const { store } = renderWithProviders(<Header now={NOW} />, { user: FALLBACK_GUEST });
      act(() => {
        store.dispatch(setLanguage('de'));
      });
      await within(banner()).findByRole('button', { name: /Profilmenü für Gastnutzer|Profilmenü/ });
      expect(within(banner()).getByText(PRODUCT_NAME)).toBeTruthy();
      expect(headerClock()).toBeNull();
      expect(languageButton()).toBeNull();
      const menu = await openMenu();
      expect(within(menu).getByRole('menuitemradio', { name: 'Sprache: Deutsch' }).getAttribute('aria-checked')).toBe('true');
    });
  });

  it('where there is room (600 px and wider) the clock and the language button stay in the header, and the menu has neither', async () => {
    fakeScreen(600);
    renderWithProviders(<Header now={NOW} />, { user: FALLBACK_GUEST });
    expect(headerClock()?.getAttribute('aria-label')).toMatch(/^Current time: 09:41 AM$/);
    expect(languageButton()).not.toBeNull();
    const menu = await openMenu();
    expect(within(menu).queryAllByRole('menuitemradio')).toEqual([]);
    expect(menu.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('presentation').querySelector('time')).toBeNull();
  });

  it('moves the parts when the screen crosses the width (a phone turned, a window resized)', () => {
    const screenSize = fakeScreen(1024);
    renderWithProviders(<Header now={NOW} />, { user: FALLBACK_GUEST });
    expect(headerClock()).not.toBeNull();
    screenSize.resize(390);
    expect(headerClock()).toBeNull();
    expect(languageButton()).toBeNull();
    screenSize.resize(800);
    expect(headerClock()).not.toBeNull();
    expect(languageButton()).not.toBeNull();
  });
});
