// @vitest-environment jsdom
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_NOTICES_KEY } from '../../../client/review-notices';
import { toCurrentUser } from '../../../client/session/current-user';
import { sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { setLanguage } from '../../../client/ui-slice';
import type { NotificationDto, NotificationsResponse } from '../contract';
import NotificationBell from './NotificationBell';
import { notificationsKey } from './api/use-notifications';
import { cleaned, photoHidden, submissionApproved, taskApproved, taskRejected } from './test-notifications';

configure({ asyncUtilTimeout: 4000 });

const user = toCurrentUser({ ...sampleRegistered.user!, id: 'u1' });
const answer = (notifications: NotificationDto[]): NotificationsResponse => ({ notifications, unreadCount: notifications.filter((n) => n.readAt === null).length });

/** A server with a list; POST /read marks what it names. */
function server(initial: NotificationDto[]) {
  let list = initial;
  const calls = stubFetch({
    'GET /api/notifications': () => Response.json(answer(list)),
    'POST /api/notifications/read': (req: RecordedCall) => {
      const body = req.body as { ids?: string[]; all?: boolean };
      let marked = 0;
      list = list.map((n) => {
        if (n.readAt !== null || !(body.all || body.ids?.includes(n.id))) return n;
        marked++;
        return { ...n, readAt: new Date().toISOString() };
      });
      return Response.json({ marked, unreadCount: answer(list).unreadCount });
    },
  });
  return { calls, set: (next: NotificationDto[]) => (list = next) };
}

describe('NotificationBell (the header slot)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('shows the unread count in its name and badge, opens the list and marks what it shows read', async () => {
    // Announced before: no toast in this test.
    localStorage.setItem(REVIEW_NOTICES_KEY, JSON.stringify({ u1: ['notification:n1', 'notification:n2'] }));
    const { calls } = server([cleaned('n1'), taskRejected('n2'), submissionApproved('n4'), photoHidden('n5')]);
    renderWithProviders(<NotificationBell />, { user });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notifications-unread').textContent).toContain('2');
    expect(bell.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(dialog).getAllByTestId('notification');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Your report was cleaned',
      'Cleanup not approved',
      'Submission approved!',
      'One of your photos was hidden',
    ]);
    expect(items[0].textContent).toContain('Someone cleaned up Riverbank. Thank you for reporting it!');
    expect(within(items[0]!).getByRole('img', { name: 'The place before the cleanup' }).getAttribute('src')).toBe('/api/photos/b1/thumb');
    expect(within(items[0]!).getByRole('img', { name: 'The place after the cleanup' }).getAttribute('src')).toBe('/api/photos/a1/thumb');
    expect(items[1].textContent).toContain('Old mill: Bottles still there. The task is back in My Tasks.');
    expect(within(items[1]!).getByRole('link', { name: 'Open My Tasks' }).getAttribute('href')).toBe('/tasks');
    expect(items[2].textContent).toContain('“Trees along the pier”: +120 XP and 12 coins.');
    expect(items[3].textContent).toContain('A moderator hid one of your photos: Shows a face');
    expect(within(items[3]!).queryByRole('img')).toBeNull();
    // The two that were unread stay marked while the list is open; the server marks them read.
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(within(items[2]!).queryByText('Unread')).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/notifications/read', body: { ids: ['n1', 'n2'] } }]));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications'));
    expect(bell.getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell);
  });

  it('announces a new notification once (toast), also after a reload, and refreshes the balances for an approval', async () => {
    const s = server([]);
    const first = renderWithProviders(<NotificationBell />, { user });
    await screen.findByRole('button', { name: 'Notifications' });
    expect(getToasts()).toHaveLength(0);
    const invalidated = vi.spyOn(first.queryClient, 'invalidateQueries');

    s.set([taskApproved('n3')]);
    await first.queryClient.invalidateQueries({ queryKey: notificationsKey('u1') });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Cleanup approved!'));
    expect(getToasts()[0]?.description).toBe('A moderator approved your cleanup at Park: +25 coins.');
    expect(invalidated.mock.calls.map(([f]) => f?.queryKey)).toContainEqual(['session']);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();

    // A new page load: still unread, but already announced.
    resetToasts();
    first.unmount();
    renderWithProviders(<NotificationBell />, { user });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await new Promise((r) => setTimeout(r, 200));
    expect(getToasts()).toHaveLength(0);
  });

  it('several new ones make one toast; a rejection carries its reason', async () => {
    server([taskRejected('n2'), cleaned('n1')]);
    renderWithProviders(<NotificationBell />, { user });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('2 new notifications'));
    expect(getToasts()[0]?.description).toContain('Old mill: Bottles still there.');
    expect(getToasts()).toHaveLength(1);
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    stubFetch({ 'GET /api/notifications': () => (fail ? Response.json({ error: 'Down', code: 'X' }, { status: 500 }) : Response.json(answer([]))) });
    renderWithProviders(<NotificationBell />, { user });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const retry = await within(dialog).findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(dialog.textContent).toContain('Could not load your notifications.');
    fail = false;
    await userEvent.click(retry);
    expect(await within(dialog).findByText(/No notifications yet/)).toBeTruthy();
  });

  it('speaks German', async () => {
    server([cleaned('n1', { beforePhotoUrl: null }), photoHidden('n5')]);
    const { store } = renderWithProviders(<NotificationBell />, { user });
    act(() => void store.dispatch(setLanguage('de')));
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    const [first, second] = within(dialog).getAllByTestId('notification');
    expect(first.textContent).toContain('Deine Meldung wurde aufgeräumt');
    expect(first.textContent).toContain('Jemand hat Riverbank aufgeräumt. Danke für deine Meldung!');
    // Only the public photo was sent: one image.
    expect(within(first!).getAllByRole('img')).toHaveLength(1);
    expect(within(first!).getByRole('img', { name: 'Der Ort nach dem Aufräumen' })).toBeTruthy();
    expect(second.textContent).toContain('Die Moderation hat eines deiner Fotos ausgeblendet: Shows a face');
  });
});
