// @vitest-environment jsdom
import { lazy } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSettingsSectionsProps } from './slots';
import { ModuleSlotsContext } from '../../../client/module-slots';
import { sampleGuest } from '../../../client/session/sample-users';
import { renderWithProviders } from '../../../client/test-utils';
import AccountSettingsScreen from './AccountSettingsScreen';

describe('Account Settings screen', () => {
  it('renders the sections another module offers through accountSettingsSections, then language, data and deletion', async () => {
    const Sections = ({ headingLevel }: AccountSettingsSectionsProps) => <h2 data-level={headingLevel}>Passkeys</h2>;
    const accountSettingsSections = lazy(async () => ({ default: Sections }));
    renderWithProviders(
      <ModuleSlotsContext.Provider value={{ accountSettingsSections }}>
        <AccountSettingsScreen />
      </ModuleSlotsContext.Provider>,
      { user: sampleGuest, route: '/account' },
    );
    await screen.findByRole('heading', { name: 'Passkeys' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Passkeys', 'Language', 'Your data', 'Delete account']);
  });

  it('the language choice switches the app to German and back', async () => {
    const { store } = renderWithProviders(<AccountSettingsScreen />, { user: sampleGuest, route: '/account' });
    const english = screen.getByRole('radio', { name: 'English' }) as HTMLInputElement;
    expect(english.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(store.getState().ui.language).toBe('de');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kontoeinstellungen'));
    expect(screen.getByRole('heading', { name: 'Sprache' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account Settings'));
  });
});
