// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUserDto } from '../../../shared/session';
import { FALLBACK_GUEST, toCurrentUser } from '../../session/current-user';
import { stubFetch } from '../../test-fetch';
import { renderWithProviders } from '../../test-utils';
import { getToasts, resetToasts } from '../../toasts/toast-store';
import type { ClientModule } from '../../module';
import { clientModules } from '../../../modules/client';
import { ProfileDropdown, profileMenu } from './ProfileDropdown';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const registered = toCurrentUser({
  id: 'u1',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Green',
  email: 'ada@example.org',
  isGuest: false,
  level: 4,
  totalCoins: 10,
  tasksCompleted: 2,
  currentXP: 0,
} as CurrentUserDto);

/** The app's modules without their profile-menu entries: the item lists below are the shell's own. */
const withoutEntries: readonly ClientModule[] = clientModules.map(({ menuEntries: _entries, ...m }) => m);

function setup(user = FALLBACK_GUEST, onCreateProfile?: () => void, modules: readonly ClientModule[] = withoutEntries) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <ProfileDropdown onCreateProfile={onCreateProfile} />
    </>,
    { user, modules },
  );
}

async function openMenu(name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((i) => i.textContent);

describe('ProfileDropdown', () => {
  // First in the file: the menu's code has not been loaded yet.
  it('loads the menu on the first press; then it opens with the focus on its first item, and the button says so', async () => {
    expect(profileMenu.loaded()).toBeUndefined();
    setup();
    const opener = screen.getByRole('button', { name: /Open profile menu for Guest User/ });
    expect(opener.getAttribute('aria-haspopup')).toBe('menu');
    expect(opener.hasAttribute('aria-expanded')).toBe(false);
    expect(opener.hasAttribute('aria-controls')).toBe(false);
    await userEvent.click(opener);
    const menu = await screen.findByRole('menu');
    expect(profileMenu.loaded()).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Create Profile' })));
    expect(menu.getAttribute('aria-labelledby')).toBe(opener.id);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(opener.getAttribute('aria-controls')).toBe(menu.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(opener.hasAttribute('aria-expanded')).toBe(false);
  });

  it('guest: Guest User, placeholder address, guest items', async () => {
    setup();
    const menu = await openMenu(/Open profile menu for Guest User/);
    expect(screen.getByText('Guest User')).toBeTruthy();
    expect(screen.getByText('guest@cleanquest.app')).toBeTruthy();
    expect(itemNames(menu)).toEqual(['Create Profile', 'Sign in', 'View Guest Profile', 'My Tasks', 'View Map']);
  });

  describe("modules' entries", () => {
    const Icon = () => Promise.resolve({ default: () => null });
    const modules: readonly ClientModule[] = [
      ...withoutEntries,
      {
        id: 'fake',
        menuEntries: [
          { key: 'later', labelKey: 'profileMenu.viewMap', icon: Icon, path: '/later', order: 20, registeredOnly: true },
          { key: 'first', labelKey: 'profileMenu.myTasks', icon: Icon, path: '/first', order: 10 },
        ],
      },
    ];

    it('follow View Map in their order; registered-only ones are left out for guests', async () => {
      setup(FALLBACK_GUEST, undefined, modules);
      const guestMenu = await openMenu(/Open profile menu/);
      expect(itemNames(guestMenu)).toEqual(['Create Profile', 'Sign in', 'View Guest Profile', 'My Tasks', 'View Map', 'My Tasks']);
      await userEvent.click(within(guestMenu).getAllByRole('menuitem', { name: 'My Tasks' })[1]!);
      expect(screen.getByTestId('path').textContent).toBe('/first');
    });

    it('registered people see every entry, before Sign out', async () => {
      setup(registered, undefined, modules);
      const menu = await openMenu(/Open profile menu/);
      expect(itemNames(menu)).toEqual(['View Profile', 'Account Settings', 'My Tasks', 'View Map', 'My Tasks', 'View Map', 'Sign out']);
      await userEvent.click(within(menu).getByTestId('menu-later'));
      expect(screen.getByTestId('path').textContent).toBe('/later');
    });
  });

  it('registered: name, email and registered items', async () => {
    setup(registered);
    const menu = await openMenu(/Open profile menu for Ada Green/);
    expect(screen.getByText('Ada Green')).toBeTruthy();
    expect(screen.getByText('ada@example.org')).toBeTruthy();
    expect(itemNames(menu)).toEqual(['View Profile', 'Account Settings', 'My Tasks', 'View Map', 'Sign out']);
  });

  it.each([
    ['View Guest Profile', '/profile'],
    ['My Tasks', '/tasks'],
    ['View Map', '/map'],
  ])('guest %s navigates to %s and closes the menu', async (item, path) => {
    setup();
    const menu = await openMenu(/Open profile menu/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
    expect(screen.getByTestId('path').textContent).toBe(path);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it.each([
    ['View Profile', '/profile'],
    ['Account Settings', '/account'],
  ])('registered %s navigates to %s', async (item, path) => {
    setup(registered);
    const menu = await openMenu(/Open profile menu/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
    expect(screen.getByTestId('path').textContent).toBe(path);
  });

  it('Create Profile opens Complete Your Profile with the four benefits; Cancel closes it', async () => {
    setup();
    const menu = await openMenu(/Open profile menu/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Create Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByText(/AI-generated avatar based on your zodiac sign/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Create Profile' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Create Profile calls an external handler when given', async () => {
    const onCreateProfile = vi.fn();
    setup(FALLBACK_GUEST, onCreateProfile);
    const menu = await openMenu(/Open profile menu/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Create Profile' }));
    expect(onCreateProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('guest Sign in opens the Sign in dialog (from the auth module); Cancel closes it', async () => {
    setup();
    const menu = await openMenu(/Open profile menu/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Username')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  describe('Sign out', () => {
    beforeEach(() => resetToasts());
    afterEach(() => vi.unstubAllGlobals());

    it('posts /api/auth/signout, says Signed out and leaves Account Settings for the main page', async () => {
      stubFetch(() => new Response(null, { status: 204 }));
      renderWithProviders(
        <>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <ProfileDropdown />
        </>,
        { user: registered, route: '/account' },
      );
      const menu = await openMenu(/Open profile menu/);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
      await waitFor(() => expect(getToasts()[0]?.title).toBe('Signed out'));
      expect(fetch).toHaveBeenCalledWith('/api/auth/signout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    });

    it('a failed sign-out says so and keeps the person signed in', async () => {
      stubFetch(() => new Response('{"error":"boom","code":"INTERNAL"}', { status: 500 }));
      setup(registered);
      const menu = await openMenu(/Open profile menu/);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
      await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Sign-out failed', variant: 'destructive' }));
    });
  });
});

describe('ProfileDropdown: the moderation link', () => {
  it.each(['moderator', 'admin'] as const)('a %s sees Moderation, which opens /admin', async (role) => {
    setup(toCurrentUser({ ...registered.user!, role }));
    const menu = await openMenu(/Open profile menu/);
    expect(itemNames(menu)).toContain('Moderation');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Moderation' }));
    expect(screen.getByTestId('path').textContent).toBe('/admin');
  });

  it('cleaners and guests do not see it', async () => {
    setup(toCurrentUser({ ...registered.user!, role: 'cleaner' }));
    expect(itemNames(await openMenu(/Open profile menu/))).not.toContain('Moderation');
  });
});
