// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_GUEST, type CurrentUser } from '../session/current-user';
import { getToasts, resetToasts } from '../toasts/toast-store';
import { renderWithProviders } from '../test-utils';
import { stubFetch, type RecordedCall } from '../test-fetch';
import OfflineQueueIndicator from './OfflineQueueIndicator';
import { OfflineQueue } from './queue';
import { offlineQueue, resetOfflineQueue } from './runtime';
import de from './texts.de.json';
import en from './texts.en.json';
import type { NewQueuedItem } from './types';

configure({ asyncUtilTimeout: 4000 });

const user: CurrentUser = { ...FALLBACK_GUEST, userId: 'u1', username: 'tester' };

const queuedReport = () => item();

function item(overrides: Partial<NewQueuedItem> = {}): NewQueuedItem {
  return {
    kind: 'report',
    url: '/api/reports',
    fields: [['location', 'Main St 1']],
    photo: { field: 'image', name: 'trash.jpg', type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff]).buffer },
    idempotencyKey: crypto.randomUUID(),
    ownerId: 'u1',
    ...overrides,
  };
}

let online = true;

beforeEach(() => {
  resetOfflineQueue();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetOfflineQueue();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('OfflineQueueIndicator', () => {
  it('shows nothing while nothing waits', async () => {
    stubFetch({});
    renderWithProviders(<OfflineQueueIndicator />, { user });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('button', { name: /Waiting for connection/ })).toBeNull();
  });

  it("shows the person's waiting items with their photos, retries one now and discards another after asking", async () => {
    online = false;
    stubFetch({});
    const q = offlineQueue();
    const failed = await q.add(item());
    // The first was refused once (a 400): it shows why.
    stubFetch({ 'GET /api/guest/validate': { valid: true, user: { id: 'u1' } }, 'POST /api/reports': () => Response.json({ error: 'Location is required' }, { status: 400 }) });
    online = true;
    await q.flush('u1');
    expect((await q.get(failed.id))?.state).toBe('failed');
    online = false;
    const completion = await q.add(item({ kind: 'completion', url: '/api/tasks/t1/complete-with-photo', subject: 't1' }));
    // Someone else's item on this device is not sent; it is listed as an earlier session's (issue 35).
    await q.add(item({ ownerId: 'someone-else' }));

    const ue = userEvent.setup();
    renderWithProviders(<OfflineQueueIndicator />, { user });
    const button = await screen.findByRole('button', { name: 'Waiting for connection (3)' });
    await ue.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Waiting to be sent' });
    const list = within(dialog).getByRole('region', { name: 'Waiting for connection (3)' });
    // Each photo is read from the queue's photos store once it is shown.
    await waitFor(() => expect(within(list).getAllByRole('img').map((img) => img.getAttribute('alt')).sort()).toEqual(['Photo: Completion, waiting', 'Photo: Report, waiting', 'Photo: Report, waiting']));
    expect(within(list).getAllByText('Made by an earlier session on this device')).toHaveLength(1);
    expect(within(list).getByText('Not sent: Location is required')).toBeTruthy();
    expect(within(list).getAllByText('Waiting for connection')).toHaveLength(2);

    // Retry now, with the connection back: sent with its key, gone from the list, announced.
    online = true;
    const keys: (string | null)[] = [];
    stubFetch({
      'GET /api/guest/validate': { valid: true, user: { id: 'u1' } },
      'POST /api/reports': (req: RecordedCall) => {
        keys.push(req.headers.get('Idempotency-Key'));
        return Response.json({ task: { id: 't2' } }, { status: 201 });
      },
      // Sent in the same go (everything due goes): the server is busy, so it waits and says why.
      'POST /api/tasks/t1/complete-with-photo': () => Response.json({ error: 'Busy' }, { status: 503 }),
    });
    await ue.click(within(list).getByRole('button', { name: 'Retry Report now' }));
    await within(dialog).findByRole('region', { name: 'Waiting for connection (2)' });
    expect(keys).toEqual([failed.idempotencyKey]);
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('Your report was sent.'));
    expect(await within(dialog).findByText('Last attempt: Busy')).toBeTruthy();

    // Discard asks first; Cancel keeps it.
    online = false;
    await ue.click(within(dialog).getByRole('button', { name: 'Discard Completion' }));
    let confirm = await screen.findByRole('dialog', { name: 'Discard this item?' });
    await ue.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard this item?' })).toBeNull());
    expect(await q.get(completion.id)).toBeTruthy();
    await ue.click(within(dialog).getByRole('button', { name: 'Discard Completion' }));
    confirm = await screen.findByRole('dialog', { name: 'Discard this item?' });
    await ue.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await within(dialog).findByRole('region', { name: 'Waiting for connection (1)' });
    expect((await q.list()).map((i) => i.ownerId)).toEqual(['someone-else']);
  });

  it("lists an earlier session's item with 'Send as me', which sends it under the signed-in person, and never deletes it by itself", async () => {
    stubFetch({});
    const q = offlineQueue();
    // A guest queued it offline; that session has ended (the app started offline, or someone signed out).
    const theirs = await q.add(item({ ownerId: 'guest-gone' }));
    const sent: { owner: string | null; key: string | null }[] = [];
    stubFetch({
      'GET /api/guest/validate': { valid: true, user: { id: 'u1' } },
      'POST /api/reports': (req: RecordedCall) => {
        sent.push({ owner: req.headers.get('X-Queued-For'), key: req.headers.get('Idempotency-Key') });
        return Response.json({ task: { id: 't3' } }, { status: 201 });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<OfflineQueueIndicator />, { user });
    await ue.click(await screen.findByRole('button', { name: 'Waiting for connection (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiting to be sent' });
    expect(within(dialog).getByText('Made by an earlier session on this device')).toBeTruthy();
    // The sender ran at start and on the owner: nothing went out as u1 by itself.
    await new Promise((r) => setTimeout(r, 200));
    expect(sent).toEqual([]);
    expect(within(dialog).queryByRole('button', { name: 'Retry Report now' })).toBeNull();
    await ue.click(within(dialog).getByRole('button', { name: 'Send Report as me' }));
    await waitFor(() => expect(sent).toEqual([{ owner: 'u1', key: theirs.idempotencyKey }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Waiting to be sent' })).toBeNull());
    expect(await q.list()).toEqual([]);
  });

  it("shows a send a killed tab left as interrupted, with 'Retry now' and 'Discard'", async () => {
    stubFetch({ 'GET /api/guest/validate': { valid: true, user: { id: 'u1' } } });
    const item = await offlineQueue().add(queuedReport());
    // A tab began sending it ten minutes ago and was killed: its POST never answered.
    const killed = new OfflineQueue({ locks: null, fetch: () => new Promise<Response>(() => {}), now: () => Date.now() - 10 * 60_000 });
    void killed.flush('u1');
    await waitFor(async () => expect((await offlineQueue().get(item.id))?.state).toBe('sending'));
    online = false;
    const ue = userEvent.setup();
    renderWithProviders(<OfflineQueueIndicator />, { user });
    await ue.click(await screen.findByRole('button', { name: 'Waiting for connection (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiting to be sent' });
    expect(within(dialog).getByText('Sending was interrupted. It will be sent again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Retry Report now' })).toBeTruthy();
    await ue.click(within(dialog).getByRole('button', { name: 'Discard Report' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this item?' });
    await ue.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await offlineQueue().list()).toEqual([]));
    killed.close();
  });

  it('tells the verification result of a completion sent from the queue', async () => {
    stubFetch({});
    const q = offlineQueue();
    await q.add(item({ kind: 'completion', url: '/api/tasks/t1/complete-with-photo', subject: 't1' }));
    stubFetch({
      'GET /api/guest/validate': { valid: true, user: { id: 'u1' } },
      'POST /api/tasks/t1/complete-with-photo': () =>
        Response.json({ verificationStatus: 'failed', reward: 0, analysis: { feedback: 'Plastic is still visible on the left.' } }, { status: 200 }),
    });
    renderWithProviders(<OfflineQueueIndicator />, { user });
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Your completion was sent, but the minimum requirements were not met. The task stays in My Tasks: clean up what is left and try again.',
        description: 'Feedback: Plastic is still visible on the left.',
      }),
    );
  });

  it('says what the server asks about a report when no module offers the question', async () => {
    stubFetch({});
    const q = offlineQueue();
    const asked = await q.add(item());
    stubFetch({
      'GET /api/guest/validate': { valid: true, user: { id: 'u1' } },
      'POST /api/reports': () => Response.json({ error: 'Possible duplicate', code: 'POSSIBLE_DUPLICATE', details: { candidates: [] } }, { status: 409 }),
    });
    await q.flush('u1');
    expect((await q.get(asked.id))?.state).toBe('needs-answer');
    const ue = userEvent.setup();
    renderWithProviders(<OfflineQueueIndicator />, { user });
    await ue.click(await screen.findByRole('button', { name: 'Waiting for connection (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiting to be sent' });
    expect(within(dialog).getByText('Is this the same spot?')).toBeTruthy();
    expect(within(dialog).getByText(/An open task is very close to this report/)).toBeTruthy();
    // Not sent again by itself, and no 'Retry now' that would skip the question.
    expect(within(dialog).queryByRole('button', { name: 'Retry Report now' })).toBeNull();
  });

  it('has every text in English and German', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });
});
