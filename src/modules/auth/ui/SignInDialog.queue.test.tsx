// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue, resetOfflineQueue } from '../../../client/offline/runtime';
import { SAMPLE_SESSION_EXPIRES_AT, sampleGuest } from '../../../client/session/sample-users';
import { SESSION_QUERY_KEY, type GuestSession } from '../../../client/session/guest-session';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import SignInDialog from './SignInDialog';
import { accountUser, json, signInResult } from './test-helpers';

beforeEach(() => {
  resetOfflineQueue();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  resetOfflineQueue();
  vi.unstubAllGlobals();
});

/** Issue 35: what a guest kept on this device to send later goes with the guest into the account. */
describe('Sign in dialog and the offline queue', () => {
  it("moves the guest's queued report to the account before the page knows the new session", async () => {
    const guestId = sampleGuest.user!.id;
    const item = await offlineQueue().add({
      kind: 'report',
      url: '/api/reports',
      fields: [['userId', guestId], ['location', 'Dune 4']],
      ownerField: 'userId',
      photo: null,
      idempotencyKey: crypto.randomUUID(),
      ownerId: guestId,
    });
    const other = await offlineQueue().add({ kind: 'completion', url: '/api/tasks/t1/complete-with-photo', fields: [], photo: null, idempotencyKey: crypto.randomUUID(), ownerId: 'someone-before' });
    stubFetch({ 'POST /api/auth/signin/recovery-code': () => json(signInResult()) });
    const onClose = vi.fn();
    const { queryClient } = renderWithProviders(<SignInDialog open onClose={onClose} />, { user: sampleGuest });
    queryClient.setQueryData<GuestSession>(SESSION_QUERY_KEY, { session: { id: 'old', expiresAt: SAMPLE_SESSION_EXPIRES_AT, remainingTime: 1 }, user: sampleGuest.user!, created: false });
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'ada_green' } });
    fireEvent.change(within(dialog).getByLabelText(/^Recovery code/), { target: { value: 'abcd-efgh-ijkl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with recovery code' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const moved = await offlineQueue().get(item.id);
    expect(moved).toMatchObject({ ownerId: accountUser.id, idempotencyKey: item.idempotencyKey });
    expect(moved!.fields).toEqual([['userId', accountUser.id], ['location', 'Dune 4']]);
    // Someone else's item on the device stays theirs.
    expect((await offlineQueue().get(other.id))!.ownerId).toBe('someone-before');
  });
});
