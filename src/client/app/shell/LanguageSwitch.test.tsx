// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_INFO, LANGUAGES } from '../../../shared/language';
import { renderWithProviders } from '../../test-utils';
import { languageMenu, LanguageSwitch } from './LanguageSwitch';

const button = () => screen.getByRole('button', { name: /^Language:|^Sprache:/ });

describe('LanguageSwitch', () => {
  // First in the file: the menu's code has not been loaded yet.
  it('loads the menu on the first press; then the menu opens, the focus moves to the current language and the button says so', async () => {
    expect(languageMenu.loaded()).toBeUndefined();
    renderWithProviders(<LanguageSwitch />);
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().hasAttribute('aria-expanded')).toBe(false);
    expect(button().hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();

    const opener = button();
    await userEvent.click(opener);
    const menu = await screen.findByRole('menu');
    expect(languageMenu.loaded()).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' })));
    expect(menu.getAttribute('aria-labelledby')).toBe(opener.id);
    // Each offered language in its own name, marked with its language for screen readers.
    expect(screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('lang')])).toEqual(LANGUAGES.map((lang) => [LANGUAGE_INFO[lang].name, lang]));
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    // MUI's Menu puts the id on its popover, which holds the menu.
    expect(document.getElementById(opener.getAttribute('aria-controls')!)?.contains(menu)).toBe(true);
  });

  it('choosing Deutsch switches the language, closes the menu and gives the focus back to the button', async () => {
    const { store } = renderWithProviders(<LanguageSwitch />);
    const opener = button();
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(store.getState().ui.language).toBe('de');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(opener.hasAttribute('aria-expanded')).toBe(false);
    expect(opener.hasAttribute('aria-controls')).toBe(false);
  });

  it('works from the keyboard: Enter opens it, the arrow keys move, Escape closes it', async () => {
    renderWithProviders(<LanguageSwitch />);
    const opener = button();
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' })));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
