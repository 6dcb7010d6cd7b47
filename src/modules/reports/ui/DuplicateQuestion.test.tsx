// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import type { DuplicateCandidate } from '../contract';
import { DuplicateQuestion, roundedMetres } from './DuplicateQuestion';

const near: DuplicateCandidate = { taskId: 'task-near', distanceM: 5.6, imageUrl: '/api/photos/p1', thumbnailUrl: '/api/photos/p1/thumb' };
const held: DuplicateCandidate = { taskId: 'task-held', distanceM: 11.2, imageUrl: null, thumbnailUrl: null };

function setup(props: Partial<Parameters<typeof DuplicateQuestion>[0]> = {}) {
  const handlers = { onSame: vi.fn(), onDifferent: vi.fn(), onCancel: vi.fn() };
  const view = renderWithProviders(<DuplicateQuestion open candidates={[near]} {...handlers} {...props} />);
  return { ...view, ...handlers, ue: userEvent.setup() };
}

describe('DuplicateQuestion', () => {
  it('asks with the candidate’s photo and distance; Yes names the task, the focus starts on it', async () => {
    const { ue, onSame } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Is this the same spot?' });
    const photo = within(dialog).getByRole('img', { name: 'Photo of the reported spot about 6 m away' });
    expect(photo.getAttribute('src')).toBe('/api/photos/p1/thumb');
    expect(within(dialog).getByText('about 6 m away')).toBeTruthy();
    const yes = within(dialog).getByRole('button', { name: 'Yes, add my photo to it' });
    expect(document.activeElement).toBe(yes);
    await ue.click(yes);
    expect(onSame).toHaveBeenCalledWith('task-near');
  });

  it('offers each of several candidates (a held photo is not shown) and the two other answers', async () => {
    const { ue, onSame, onDifferent, onCancel } = setup({ candidates: [near, held] });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
    expect(within(dialog).getByText('No photo to show yet')).toBeTruthy();
    const yes = within(dialog).getAllByRole('button', { name: 'Yes, add my photo to it' });
    expect(yes.map((b) => document.getElementById(b.getAttribute('aria-describedby')!)?.textContent)).toEqual(['about 6 m away', 'about 11 m away']);
    await ue.click(yes[1]!);
    expect(onSame).toHaveBeenCalledWith('task-held');
    await ue.click(within(dialog).getByRole('button', { name: "No, it's a different spot" }));
    expect(onDifferent).toHaveBeenCalledTimes(1);
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape (cancel) unless busy; while busy every answer waits and says so', async () => {
    const first = setup();
    await first.ue.keyboard('{Escape}');
    expect(first.onCancel).toHaveBeenCalledTimes(1);
    first.unmount();

    const busy = setup({ busy: true });
    await busy.ue.keyboard('{Escape}');
    expect(busy.onCancel).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    for (const b of within(dialog).getAllByRole('button')) expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Adding your photo...');
  });

  it('speaks German', async () => {
    const { store } = setup();
    await act(async () => {
      store.dispatch(setLanguage('de'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Ist das dieselbe Stelle?' });
    expect(within(dialog).getByRole('button', { name: 'Ja, mein Foto hinzufügen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Nein, das ist eine andere Stelle' })).toBeTruthy();
    expect(within(dialog).getByText('etwa 6 m entfernt')).toBeTruthy();
  });

  it('rounds the distance to whole metres, at least 1', () => {
    expect([0.2, 1.4, 5.5, 14.9].map(roundedMetres)).toEqual([1, 1, 6, 15]);
  });
});
