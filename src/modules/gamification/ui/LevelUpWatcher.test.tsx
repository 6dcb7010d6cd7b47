// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext, toCurrentUser, type CurrentUser } from '../../../client/session/current-user';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUserDto } from '../../guest/contract';
import LevelUpWatcher from './LevelUpWatcher';
import { reachesAvatarLevel } from './api/use-avatar';

const user = (id: string, level: number, isLoading = false): CurrentUser =>
  toCurrentUser({ id, level, firstName: 'Ada', isGuest: false } as CurrentUserDto, { isLoading });

function setup(initial: CurrentUser) {
  const view = renderWithProviders(
    <CurrentUserContext.Provider value={initial}>
      <LevelUpWatcher />
    </CurrentUserContext.Provider>,
  );
  const show = (u: CurrentUser) =>
    act(() =>
      view.rerender(
        <CurrentUserContext.Provider value={u}>
          <LevelUpWatcher />
        </CurrentUserContext.Provider>,
      ),
    );
  return { ...view, show };
}

describe('LevelUpWatcher', () => {
  it('stays closed on the first load, whatever the level', async () => {
    const { show } = setup(toCurrentUser(null, { isLoading: true }));
    await show(user('u1', 7));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with the new level, tier and bonus when the level rises, and closes on Continue', async () => {
    const { show } = setup(user('u1', 5));
    await show(user('u1', 5)); // a refresh without change
    expect(screen.queryByRole('dialog')).toBeNull();
    await show(user('u1', 6));
    const dialog = await screen.findByRole('dialog', { name: 'Level Up!' });
    expect(dialog.textContent).toContain('You reached level 6!');
    expect(dialog.textContent).toContain('Adept tier');
    expect(dialog.textContent).toContain('+600 bonus coins');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => {}); // let the closing transition start
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('sums the bonus of every level passed in one jump', async () => {
    const { show } = setup(user('u1', 2));
    await show(user('u1', 4));
    expect((await screen.findByRole('dialog')).textContent).toContain('+700 bonus coins');
  });

  it('does not open when the level falls or another user signs in', async () => {
    const { show } = setup(user('u1', 9));
    await show(user('u1', 8));
    await show(user('u2', 12));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('LevelUpWatcher: the enhanced avatar every 3 levels', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Answers the avatar generation with `respond`; returns the avatar generation calls sent so far. */
  function serve(respond: () => Response) {
    const net = stubFetch({ 'POST /api/avatars/generate': respond }, () => new Response(JSON.stringify({ valid: false }), { status: 200 }));
    return () => net.filter((c) => c.url === '/api/avatars/generate');
  }

  it('reaches an avatar level when a multiple of 3 is reached or passed', () => {
    expect(reachesAvatarLevel(2, 3)).toBe(true);
    expect(reachesAvatarLevel(5, 6)).toBe(true);
    expect(reachesAvatarLevel(4, 5)).toBe(false);
    expect(reachesAvatarLevel(3, 4)).toBe(false);
    expect(reachesAvatarLevel(4, 7)).toBe(true);
  });

  it('regenerates the avatar at a multiple of 3: Avatar Enhanced!', async () => {
    const calls = serve(() => new Response(JSON.stringify({ success: true, avatarUrl: '/api/photos/new', isFallback: false, avatarLevel: 3 }), { status: 200 }));
    const { show } = setup(user('u1', 2));
    await show(user('u1', 3));
    const dialog = await screen.findByRole('dialog', { name: 'Level Up!' });
    await screen.findByText('Avatar Enhanced!');
    expect(calls()[0]?.body).toMatchObject({ level: 3, isLevelUpRegeneration: true });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/api/photos/new');
  });

  it('on failure: the saved-progress message, Retry and Skip; Retry tries again', async () => {
    let fail = true;
    const calls = serve(() =>
      fail ? new Response(JSON.stringify({ error: 'busy', code: 'X' }), { status: 503 }) : new Response(JSON.stringify({ success: true, avatarUrl: '/api/photos/n2', isFallback: true, avatarLevel: 6 }), { status: 200 }),
    );
    const { show } = setup(user('u1', 5));
    await show(user('u1', 6));
    await screen.findByText('Failed to generate enhanced avatar. Your level progress is saved.');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Avatar Enhanced!');
    expect(calls()).toHaveLength(2);
  });

  it('Skip hides the avatar part; Continue still closes', async () => {
    serve(() => new Response(JSON.stringify({ error: 'busy', code: 'X' }), { status: 503 }));
    const { show } = setup(user('u1', 8));
    await show(user('u1', 9));
    await screen.findByText('Failed to generate enhanced avatar. Your level progress is saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByText('Failed to generate enhanced avatar. Your level progress is saved.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('guests get no avatar regeneration', async () => {
    const calls = serve(() => new Response('{}', { status: 200 }));
    const guest = (level: number) => toCurrentUser({ id: 'g1', level, firstName: 'Guest', isGuest: true } as CurrentUserDto);
    const { show } = setup(guest(2));
    await show(guest(3));
    await screen.findByRole('dialog', { name: 'Level Up!' });
    expect(screen.queryByText('Your avatar evolves!')).toBeNull();
    expect(calls()).toHaveLength(0);
  });
});
