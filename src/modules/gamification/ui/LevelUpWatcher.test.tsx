// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext, toCurrentUser, type CurrentUser } from '../../../client/session/current-user';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUserDto } from '../../guest/contract';
import LevelUpWatcher from './LevelUpWatcher';

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
