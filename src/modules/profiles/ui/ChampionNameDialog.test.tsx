// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleRegistered } from '../../../client/session/sample-users';
import { CurrentUserContext, toCurrentUser } from '../../../client/session/current-user';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUserDto } from '../../guest/contract';
import type { NameSuggestion } from '../../astro/contract';
import { ChampionNameDialog, championNameChoice } from './ChampionNameDialog';
import ChampionNameWatcher, { shouldOfferChampionName } from './ChampionNameWatcher';
import { json } from './test-helpers';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';

const NAMES: NameSuggestion[] = [
  { name: 'Ember Guardian', origin: 'Old English', meaning: 'Keeper of the flame', elementConnection: 'Fire drives action' },
  { name: 'Blaze Warden', origin: 'Norse', meaning: 'Watcher of fires', elementConnection: 'Leo leads' },
  { name: 'Solar Steward', origin: 'Latin', meaning: 'Caretaker of the sun', elementConnection: 'Warmth for the earth' },
];
let net: RecordedCall[] = [];
/** What the dialog sent: each call's address and body. */
const calls = () => net.map(({ url, body }) => ({ url, body }));

function serve({ generate = () => json({ suggestions: NAMES, astrologicalProfile: { sign: 'Leo', element: 'Fire' }, generator: 'local' }), select = (b: Record<string, unknown>) => json({ success: true, championName: b.championName }) }: { generate?: () => Response; select?: (b: Record<string, unknown>) => Response } = {}) {
  net = stubFetch(({ url, body }) => {
    if (url === '/api/user/generate-names') return generate();
    if (url.endsWith('/select-name')) return select(body as Record<string, unknown>);
    return json({ valid: false });
  });
}

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('champion name rules', () => {
  it('needs a selection or a custom name of 3-30 characters', () => {
    expect(championNameChoice(null, '')).toEqual({ error: 'Please select a generated name or enter a custom name.' });
    expect(championNameChoice(null, '  ')).toEqual({ error: 'Please select a generated name or enter a custom name.' });
    expect(championNameChoice(null, 'Jo')).toEqual({ error: 'Custom names must be between 3 and 30 characters.' });
    expect(championNameChoice(null, 'x'.repeat(31))).toEqual({ error: 'Custom names must be between 3 and 30 characters.' });
    expect(championNameChoice(null, ' Joe ')).toEqual({ name: 'Joe' });
    expect(championNameChoice('Ember Guardian', '')).toEqual({ name: 'Ember Guardian' });
    expect(championNameChoice('Ember Guardian', 'River Friend')).toEqual({ name: 'River Friend' });
  });

  it('is offered with gender and birth date but no champion name, to registered users only', () => {
    const u = { isGuest: false, gender: 'Female', dateOfBirth: '2000-01-01', championName: null };
    expect(shouldOfferChampionName(u)).toBe(true);
    expect(shouldOfferChampionName({ ...u, championName: 'Ember' })).toBe(false);
    expect(shouldOfferChampionName({ ...u, gender: null })).toBe(false);
    expect(shouldOfferChampionName({ ...u, dateOfBirth: null })).toBe(false);
    expect(shouldOfferChampionName({ ...u, isGuest: true })).toBe(false);
  });
});

describe('ChampionNameDialog', () => {
  it('generates three names with origin, meaning and element, and saves the chosen one', async () => {
    serve();
    const onClose = vi.fn();
    renderWithProviders(<ChampionNameDialog open userId="u-ada" onClose={onClose} />, { user: sampleRegistered });
    const dialog = screen.getByRole('dialog', { name: 'Choose Your Champion Name' });
    await within(dialog).findByText('Ember Guardian');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).getByText('Origin: Old English')).toBeTruthy();
    expect(within(dialog).getByText('Meaning: Keeper of the flame')).toBeTruthy();
    expect(within(dialog).getByText('Element: Fire drives action')).toBeTruthy();
    expect(getToasts()[0]).toMatchObject({ title: 'Names Generated!', description: '3 champion names are ready to choose from.' });
    expect(calls()[0]).toEqual({ url: '/api/user/generate-names', body: { userId: 'u-ada' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose Name' }));
    expect(await within(dialog).findByText('Please select a generated name or enter a custom name.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Or enter a custom name'), { target: { value: 'Jo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose Name' }));
    expect(await within(dialog).findByText('Custom names must be between 3 and 30 characters.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: /Blaze Warden/ }));
    expect((within(dialog).getByLabelText('Or enter a custom name') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose Name' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls().find((c) => c.url.endsWith('/select-name'))).toEqual({ url: '/api/users/u-ada/select-name', body: { championName: 'Blaze Warden' } });
    expect(getToasts()[0]?.title).toBe('Name Selected!');
  });

  it('Generation Failed with the server message, and a way to try again', async () => {
    serve({ generate: () => json({ error: 'Please complete your profile with gender, birth date, and astrological information to generate names.', code: 'PROFILE_INCOMPLETE' }, 400) });
    renderWithProviders(<ChampionNameDialog open userId="u-ada" onClose={() => {}} />, { user: sampleRegistered });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Generation Failed'));
    expect(getToasts()[0]?.description).toBe('Please complete your profile with gender, birth date, and astrological information to generate names.');
    expect(screen.getByRole('button', { name: 'Generate Names' })).toBeTruthy();
  });

  it('Selection Failed keeps the dialog open', async () => {
    serve({ select: () => json({ error: 'Custom names must be between 3 and 30 characters.', code: 'VALIDATION_FAILED' }, 400) });
    const onClose = vi.fn();
    renderWithProviders(<ChampionNameDialog open userId="u-ada" onClose={onClose} />, { user: sampleRegistered });
    await screen.findByText('Ember Guardian');
    fireEvent.click(screen.getByRole('radio', { name: /Ember Guardian/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose Name' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Selection Failed', description: 'Custom names must be between 3 and 30 characters.' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ChampionNameWatcher', () => {
  it('offers the dialog once per session and can be dismissed', async () => {
    serve();
    window.sessionStorage.clear();
    const user = toCurrentUser({ ...sampleRegistered.user!, gender: 'Female', dateOfBirth: '2000-08-05', championName: null } as CurrentUserDto);
    const view = renderWithProviders(
      <CurrentUserContext.Provider value={user}>
        <ChampionNameWatcher />
      </CurrentUserContext.Provider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Champion Name' });
    await within(dialog).findByText('Ember Guardian');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.unmount();
    // A new mount in the same browser session does not offer it again.
    renderWithProviders(
      <CurrentUserContext.Provider value={user}>
        <ChampionNameWatcher />
      </CurrentUserContext.Provider>,
    );
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
