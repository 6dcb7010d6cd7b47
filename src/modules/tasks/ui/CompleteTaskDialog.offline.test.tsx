// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '../../../client/fake-xhr';
import { offlineQueue, resetOfflineQueue } from '../../../client/offline/runtime';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { CompleteTaskDialog } from './CompleteTaskDialog';
import { testUser } from './test-api';
import { sampleTask } from './test-tasks';

configure({ asyncUtilTimeout: 4000 });

const task = sampleTask({ status: 'assigned', report: { imageUrl: '/api/photos/p1', thumbnailUrl: '/api/photos/p1/thumb' } });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'after.jpg', { type: 'image/jpeg' });
let online = true;

beforeEach(() => {
  resetOfflineQueue();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:after');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetOfflineQueue();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('Complete Task with Photo without a connection (issue 23)', () => {
  it('keeps the completion on the device, shows it waiting in the dialog, and sends it once with its key when back online', async () => {
    online = false;
    stubFetch({ 'GET /api/tasks/my-tasks/u1': [task], 'GET /api/tasks/available': [] });
    renderWithProviders(<CompleteTaskDialog open task={task} onClose={vi.fn()} />, { user: testUser });
    const ue = userEvent.setup({ applyAccept: false });
    await ue.upload(document.querySelector('input[type="file"]') as HTMLInputElement, photo());
    await screen.findByRole('img', { name: 'Preview of your after-photo' });
    await ue.click(screen.getByRole('button', { name: 'Complete Task' }));

    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Saved offline', description: 'Saved on this device. It will be sent when you are back online.' }));
    expect(FakeXhr.sent).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'Complete Task with Photo' });
    const waiting = await within(dialog).findByRole('region', { name: 'Waiting for connection (1)' });
    expect(await within(waiting).findByRole('img', { name: 'Photo: Completion, waiting' })).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: 'Preview of your after-photo' })).toBeNull();
    const [item] = await offlineQueue().list(testUser.userId);
    expect(item).toMatchObject({ kind: 'completion', url: `/api/tasks/${task.id}/complete-with-photo`, subject: task.id, state: 'waiting' });
    expect(item!.photo).toMatchObject({ field: 'completionImage', name: 'after.jpg' });

    const keys: (string | null)[] = [];
    stubFetch(
      {
        'GET /api/guest/validate': { valid: true, user: { id: testUser.userId } },
        [`POST /api/tasks/${task.id}/complete-with-photo`]: (req: RecordedCall) => {
          keys.push(req.headers.get('Idempotency-Key'));
          return Response.json({ verificationStatus: 'needs_review', reward: 0, task }, { status: 200 });
        },
      },
      () => Response.json([]),
    );
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: /Waiting for connection/ })).toBeNull());
    expect(keys).toEqual([item!.idempotencyKey]);
    // Issue 35: with its verification result, as the online dialog tells it.
    expect(getToasts().map((t) => t.title)).toContain('Your completion was sent. A moderator will review it; your reward is credited after approval.');
  });

  it('sends an Idempotency-Key with the after-photo online', async () => {
    stubFetch({ 'GET /api/tasks/my-tasks/u1': [task], 'GET /api/tasks/available': [] });
    renderWithProviders(<CompleteTaskDialog open task={task} onClose={vi.fn()} />, { user: testUser });
    const ue = userEvent.setup({ applyAccept: false });
    await ue.upload(document.querySelector('input[type="file"]') as HTMLInputElement, photo());
    await screen.findByRole('img', { name: 'Preview of your after-photo' });
    await ue.click(screen.getByRole('button', { name: 'Complete Task' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.requestHeaders['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
