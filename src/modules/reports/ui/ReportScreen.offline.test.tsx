// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '../../../client/fake-xhr';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { createQueryClient } from '../../../client/query-client';
import { FALLBACK_GUEST, type CurrentUser } from '../../../client/session/current-user';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { endpointKey } from '../../../client/endpoint';
import { offlineQueue, resetOfflineQueue } from '../../../client/offline/runtime';
import { availableTasks } from '../../tasks/endpoints';
import ReportScreen from './ReportScreen';

configure({ asyncUtilTimeout: 4000 });

const user: CurrentUser = { ...FALLBACK_GUEST, userId: 'u1', username: 'tester' };
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7])], 'trash.jpg', { type: 'image/jpeg' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let online = true;

beforeEach(() => {
  // A fresh device: an empty IndexedDB and a new page queue.
  resetOfflineQueue();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetOfflineQueue();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetToasts();
});

async function fillAndSubmit() {
  const ue = userEvent.setup({ applyAccept: false });
  const queryClient = createQueryClient();
  const view = renderWithProviders(<ReportScreen geolocation={fakeGeolocation({ code: 1 }).geolocation} />, { user, queryClient });
  const fileInput = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  await ue.upload(fileInput, photo());
  await screen.findByRole('img', { name: 'Preview of the photo you chose' });
  await ue.type(screen.getByRole('combobox', { name: 'Location' }), 'Near the bench');
  await ue.click(screen.getByRole('button', { name: /Submit trash report/ }));
  return { ...view, ue, queryClient };
}

describe('Report Trash screen without a connection (issue 23)', () => {
  it('keeps the report on the device when offline, shows it waiting, and sends it once when the connection is back', async () => {
    online = false;
    const calls = stubFetch(() => Response.json({ results: [] }));
    const { queryClient } = await fillAndSubmit();

    // Saved, not uploaded: the form clears and says so.
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Saved offline', description: 'Saved on this device. It will be sent when you are back online.' }));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Preview of the photo you chose' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();

    const waiting = await screen.findByRole('region', { name: 'Waiting for connection (1)' });
    expect(await within(waiting).findByRole('img', { name: 'Photo: Report, waiting' })).toBeTruthy();
    expect(within(waiting).getByText('Waiting for connection')).toBeTruthy();

    const [item] = await offlineQueue().list('u1');
    expect(item).toMatchObject({ kind: 'report', url: '/api/reports', method: 'POST', ownerId: 'u1', state: 'waiting', attempts: 0 });
    expect(item!.idempotencyKey).toMatch(UUID);
    expect(Object.fromEntries(item!.fields)).toMatchObject({ userId: 'u1', location: 'Near the bench', wasteType: 'Mixed' });
    expect(item!.photo).toMatchObject({ field: 'image', name: 'trash.jpg', type: 'image/jpeg' });
    expect(item!.photo!.size).toBe(5);
    expect((await offlineQueue().photo(item!.id))!.bytes.byteLength).toBe(5);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    // The connection is back: sent once, with the key made on the device, then gone from the list.
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const posts: Headers[] = [];
    stubFetch({
      'GET /api/guest/validate': { valid: true, user: { id: 'u1' } },
      'POST /api/reports': (req: RecordedCall) => {
        posts.push(req.headers);
        return Response.json({ task: { id: 't1' } }, { status: 201 });
      },
    });
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Waiting for connection/ })).toBeNull());
    expect(posts.map((h) => h.get('Idempotency-Key'))).toEqual([item!.idempotencyKey]);
    expect(await offlineQueue().list()).toEqual([]);
    expect(getToasts().map((t) => t.title)).toContain('Your report was sent.');
    expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toContainEqual(endpointKey(availableTasks));

    // Another 'online' sends nothing more.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(posts).toHaveLength(1);
  });

  it('sends an Idempotency-Key online, keeps it for Try Again and retries, and queues the report under it when the connection is gone', async () => {
    stubFetch(() => Response.json({ results: [] }));
    const { ue } = await fillAndSubmit();
    const first = FakeXhr.sent[0]!;
    const key = first.requestHeaders['Idempotency-Key'];
    expect(key).toMatch(UUID);

    // A server error: the outcome is unknown, Try Again keeps the key.
    first.respond(503, { error: 'Service unavailable' });
    const failed = await screen.findByRole('alertdialog', { name: 'Upload Failed' });
    await ue.click(within(failed).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.requestHeaders['Idempotency-Key']).toBe(key);

    // No answer at all: upload.ts tries again by itself, with the same key.
    act(() => FakeXhr.sent[1]!.fail());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3), { timeout: 4000 });
    expect(FakeXhr.sent[2]!.requestHeaders['Idempotency-Key']).toBe(key);
    // The connection is gone meanwhile: kept on the device under the same key.
    online = false;
    act(() => FakeXhr.sent[2]!.fail());
    await screen.findByRole('region', { name: 'Waiting for connection (1)' });
    expect(getToasts()[0]).toMatchObject({ title: 'Saved offline' });
    const [item] = await offlineQueue().list('u1');
    expect(item!.idempotencyKey).toBe(key);
    expect(screen.queryByRole('alertdialog', { name: 'Upload Failed' })).toBeNull();
  });

  it('lets the person discard a waiting report after confirming', async () => {
    online = false;
    stubFetch(() => Response.json({ results: [] }));
    const { ue } = await fillAndSubmit();
    const waiting = await screen.findByRole('region', { name: 'Waiting for connection (1)' });
    await ue.click(within(waiting).getByRole('button', { name: 'Discard Report' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this item?' });
    await ue.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Waiting for connection/ })).toBeNull());
    expect(await offlineQueue().list()).toEqual([]);
  });
});
