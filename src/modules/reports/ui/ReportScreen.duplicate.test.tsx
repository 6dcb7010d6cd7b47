// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '../../../client/fake-xhr';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { createQueryClient } from '../../../client/query-client';
import { resetOfflineQueue } from '../../../client/offline/runtime';
import { FALLBACK_GUEST, type CurrentUser } from '../../../client/session/current-user';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import type { ConfirmationResponse } from '../../tasks/contract';
import type { CreateReportResponse } from '../contract';
import ReportScreen from './ReportScreen';

// Dialog transitions can be slow on a loaded machine.
configure({ asyncUtilTimeout: 4000 });

const user: CurrentUser = { ...FALLBACK_GUEST, userId: 'u1', username: 'tester' };
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'trash.jpg', { type: 'image/jpeg' });
const duplicate = {
  error: 'Someone already reported a spot within 15 m of this one. Is this the same spot?',
  code: 'POSSIBLE_DUPLICATE',
  details: { candidates: [{ taskId: '00000000-0000-4000-8000-000000000001', distanceM: 5.2, imageUrl: '/api/photos/p1', thumbnailUrl: '/api/photos/p1/thumb' }] },
};
const created: CreateReportResponse = { report: {} as CreateReportResponse['report'], task: { id: 't2', status: 'available', reward: 10 }, photo: { status: 'clear', message: null } };
const confirmed: ConfirmationResponse = { task: { id: '00000000-0000-4000-8000-000000000001', seenBy: 2 } as ConfirmationResponse['task'], xp: 20, alreadyConfirmed: false, photo: { status: 'clear', message: null } };

beforeEach(() => {
  resetOfflineQueue();
  globalThis.indexedDB = new IDBFactory();
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  stubFetch(() => Response.json({ results: [] }));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetOfflineQueue();
  vi.unstubAllGlobals();
  resetToasts();
});

/** A report with GPS and a photo, sent; the server answers 409 POSSIBLE_DUPLICATE. */
async function askedAfterReport() {
  const ue = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(<ReportScreen geolocation={fakeGeolocation({ latitude: 51.5, longitude: 11.95, accuracy: 5 }).geolocation} />, { user, queryClient: createQueryClient() });
  await screen.findByText('Location verified');
  await ue.upload(view.container.querySelector('input[type="file"]') as HTMLInputElement, photo());
  const location = screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement;
  await ue.type(location, 'By the bench');
  await ue.click(screen.getByRole('button', { name: /Submit trash report/ }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  FakeXhr.sent[0]!.respond(409, duplicate);
  const dialog = await screen.findByRole('dialog', { name: 'Is this the same spot?' });
  return { ue, dialog, location };
}

describe('Report Trash screen: a report near an open task (issue 23)', () => {
  it("asks 'Is this the same spot?' instead of Upload Failed; Yes adds the same photo to the task and thanks with the XP", async () => {
    const { ue, dialog, location } = await askedAfterReport();
    expect(screen.queryByRole('alertdialog', { name: 'Upload Failed' })).toBeNull();
    expect(within(dialog).getByText('about 5 m away')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Photo of the reported spot about 5 m away' })).toBeTruthy();

    await ue.click(within(dialog).getByRole('button', { name: 'Yes, add my photo to it' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const xhr = FakeXhr.sent[1]!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/tasks/00000000-0000-4000-8000-000000000001/confirmations']);
    expect(((xhr.body as FormData).get('image') as File).name).toBe('trash.jpg');
    xhr.respond(200, confirmed);

    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(success).getByText('Thanks! You confirmed this spot. +20 XP')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Is this the same spot?' })).toBeNull());
    // The same way on as after a report: Continue clears the form.
    await ue.click(within(success).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.value).toBe('');
    expect(screen.queryByRole('img', { name: 'Preview of the photo you chose' })).toBeNull();
  });

  it("'No, it's a different spot' sends the report again with notDuplicate=true", async () => {
    const { ue, dialog } = await askedAfterReport();
    await ue.click(within(dialog).getByRole('button', { name: "No, it's a different spot" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const again = FakeXhr.sent[1]!;
    expect(again.url).toBe('/api/reports');
    const body = again.body as FormData;
    expect(body.get('notDuplicate')).toBe('true');
    expect([body.get('latitude'), body.get('location'), (body.get('image') as File).name]).toEqual(['51.5', 'By the bench', 'trash.jpg']);
    again.respond(201, created);
    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(success).getByText('Your trash report was submitted. A cleanup task is now available for the community.')).toBeTruthy();
  });

  it('Escape keeps the form and the photo; a failed confirmation says so and keeps the question', async () => {
    const { ue, location } = await askedAfterReport();
    await ue.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.value).toBe('By the bench');
    expect(screen.getByRole('img', { name: 'Preview of the photo you chose' })).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(1);

    await ue.click(screen.getByRole('button', { name: /Submit trash report/ }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.respond(409, duplicate);
    const dialog = await screen.findByRole('dialog', { name: 'Is this the same spot?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Yes, add my photo to it' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    FakeXhr.sent[2]!.respond(409, { error: 'This spot was already cleaned up. Please report it again as a new spot.', code: 'TASK_CLOSED' });
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Your photo could not be added. Please try again.', description: 'This spot was already cleaned up. Please report it again as a new spot.' }));
    expect(screen.getByRole('dialog', { name: 'Is this the same spot?' })).toBeTruthy();
  });
});
