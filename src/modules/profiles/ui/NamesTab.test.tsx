// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRegistered } from '../../../client/session/sample-users';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { NameSuggestion } from '../../astro/contract';
import { NamesTab } from './NamesTab';

configure({ asyncUtilTimeout: 4000 });

const NAMES: NameSuggestion[] = [
  { name: 'Ember Guardian', origin: 'Old English', meaning: 'Keeper of the flame', elementConnection: 'Fire drives action' },
  { name: 'Blaze Warden', origin: 'Norse', meaning: 'Watcher of fires', elementConnection: 'Leo leads' },
  { name: 'Solar Steward', origin: 'Latin', meaning: 'Caretaker of the sun', elementConnection: 'Warmth for the earth' },
];

describe('NamesTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('lists the generated names with origin, meaning and element, like the champion-name dialog, and selects one', async () => {
    const user = { ...sampleRegistered.user!, championName: null };
    const calls = stubFetch({
      [`POST /api/users/${user.id}/generate-names`]: { names: NAMES, generator: 'local' },
      [`POST /api/users/${user.id}/select-name`]: ({ body }: { body: unknown }) => Response.json({ success: true, championName: (body as { championName: string }).championName }),
    });
    renderWithProviders(<NamesTab user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Names' }));
    const list = await screen.findByRole('list', { name: 'Suggested champion names' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Ember Guardian', 'Blaze Warden', 'Solar Steward']);
    expect(within(list).getByText('Origin: Norse')).toBeTruthy();
    expect(within(list).getByText('Meaning: Watcher of fires')).toBeTruthy();
    expect(within(list).getByText('Element: Leo leads')).toBeTruthy();

    await userEvent.click(within(list).getByRole('button', { name: 'Select: Blaze Warden' }));
    expect(await screen.findByText('Current champion name: Blaze Warden')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/select-name'))?.body).toEqual({ championName: 'Blaze Warden' });
    expect(getToasts()[0]?.title).toBe('Name Selected!');
  });
});
