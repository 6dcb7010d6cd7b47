// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCurrentUser } from '../../../client/session/current-user';
import { sampleRegistered } from '../../../client/session/sample-users';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { Role } from '../../../shared/constants';
import type { AdminUserDto } from '../../guest/contract';
import UsersPage from './UsersPage';

configure({ asyncUtilTimeout: 4000 });

const person = (id: string, username: string, role: Role = 'cleaner', patch: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id, username, firstName: null, lastName: null, email: `${username}@example.org`, role, isActive: true, isGuest: false, level: 2, totalCoins: 30, currentXP: 120, tasksCompleted: 1, ...patch,
});
const as = (role: Role) => toCurrentUser({ ...sampleRegistered.user!, id: 'me', username: 'me', role });

describe('UsersPage (admin view)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('searches with the query, role and guests; shows the empty state', async () => {
    const calls = stubFetch({ 'GET /api/admin/users': ({ url }: { url: string }) => Response.json({ users: url.includes('q=ada') ? [person('u1', 'ada')] : [] }) });
    renderWithProviders(<UsersPage />, { user: as('moderator') });
    expect(await screen.findByText('No users match this search.')).toBeTruthy();
    const search = screen.getByRole('search', { name: 'Search users' });
    await userEvent.type(within(search).getByLabelText('Name, username, email or id'), 'ada');
    await userEvent.click(within(search).getByLabelText('Include guests'));
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Results' });
    expect(within(table).getByRole('rowheader', { name: /ada/ })).toBeTruthy();
    expect(screen.getByText('1 user')).toBeTruthy();
    expect(calls.at(-1)!.url).toBe('/api/admin/users?q=ada&includeGuests=true');
  });

  it('a moderator sees roles read-only and disables a cleaner only after confirming', async () => {
    let ada = person('u1', 'ada');
    const calls = stubFetch({
      'GET /api/admin/users': () => Response.json({ users: [ada, person('u2', 'mod_bo', 'moderator'), person('me', 'me', 'moderator')] }),
      'POST /api/admin/users/u1/disable': () => {
        ada = { ...ada, isActive: false };
        return Response.json({ user: ada });
      },
    });
    renderWithProviders(<UsersPage />, { user: as('moderator') });
    const table = await screen.findByRole('table', { name: 'Results' });
    // No role pickers for a moderator; no disable button for a fellow moderator or oneself.
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Only admins change roles.')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Disable mod_bo' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Disable me' })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Disable ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable ada?' });
    expect(within(dialog).getByText(/signed out on every device/)).toBeTruthy();
    // Cancel first: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(table).getByRole('button', { name: 'Disable ada' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/users/u1/disable']);
    expect(getToasts()[0]?.title).toBe('ada was disabled and signed out.');
    expect(await within(table).findByRole('button', { name: 'Enable ada' })).toBeTruthy();
  });

  it('an admin makes a cleaner a moderator after confirming; admins stay locked', async () => {
    let ada = person('u1', 'ada');
    const calls = stubFetch({
      'GET /api/admin/users': () => Response.json({ users: [ada, person('u3', 'boss', 'admin')] }),
      'PUT /api/admin/users/u1/role': ({ body }: { body: unknown }) => {
        ada = { ...ada, role: (body as { role: Role }).role };
        return Response.json({ user: ada });
      },
    });
    renderWithProviders(<UsersPage />, { user: as('admin') });
    const table = await screen.findByRole('table', { name: 'Results' });
    expect(within(table).queryByRole('combobox', { name: 'Role of boss' })).toBeNull();
    await userEvent.click(within(table).getByRole('combobox', { name: 'Role of ada' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Moderator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make ada a Moderator?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/admin/users/u1/role', body: { role: 'moderator' } });
    await waitFor(() => expect(within(table).getByRole('combobox', { name: 'Role of ada' }).textContent).toContain('Moderator'));
  });

  it('shows the server error inside the dialog and keeps it open', async () => {
    stubFetch({
      'GET /api/admin/users': () => Response.json({ users: [person('u1', 'ada')] }),
      'POST /api/admin/users/u1/disable': () => Response.json({ error: 'You can only do this for accounts below your role.', code: 'ROLE_TOO_HIGH' }, { status: 403 }),
    });
    renderWithProviders(<UsersPage />, { user: as('moderator') });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable ada' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText(/You can only do this for accounts below your role/)).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    stubFetch({ 'GET /api/admin/users': () => Response.json({ error: 'Only moderators and admins may do this.', code: 'FORBIDDEN' }, { status: 403 }) });
    renderWithProviders(<UsersPage />, { user: as('moderator') });
    expect(await screen.findByText(/Only moderators and admins may do this/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
