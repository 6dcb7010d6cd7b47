// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '../../../client/fake-xhr';
import type { QueuedItem } from '../../../client/offline/types';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import QueuedDuplicateAnswer from './QueuedDuplicateAnswer';

configure({ asyncUtilTimeout: 4000 });

const photoBytes = new Uint8Array([0xff, 0xd8, 0xff, 9]).buffer;
const item: QueuedItem = {
  id: 'q1',
  kind: 'report',
  url: '/api/reports',
  method: 'POST',
  fields: [['location', 'Main St 1']],
  photo: { field: 'image', name: 'trash.jpg', type: 'image/jpeg', size: 4 },
  idempotencyKey: '6f1c1d56-5a62-4f3e-9d2a-4b8d3f3c0a11',
  ownerId: 'u1',
  ownerField: null,
  language: 'en',
  subject: null,
  invalidate: [],
  createdAt: 0,
  attempts: 1,
  lastAttemptAt: 0,
  nextAttemptAt: 0,
  lastError: 'Possible duplicate',
  state: 'needs-answer',
  answer: { status: 409, code: 'POSSIBLE_DUPLICATE', error: 'Possible duplicate', details: { candidates: [{ taskId: 't9', distanceM: 6.2, imageUrl: null, thumbnailUrl: null }] } },
  confirmKey: '0b7e6a52-1c1d-4b0e-8f51-2f0d1a9e7c33',
};

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

function setup() {
  const props = {
    onResend: vi.fn(async () => undefined),
    onResolved: vi.fn(async () => undefined),
    onClose: vi.fn(),
    // The photo's bytes come from the queue's photos store (issue 35).
    loadPhoto: vi.fn(async () => ({ field: 'image', name: 'trash.jpg', type: 'image/jpeg', bytes: photoBytes })),
  };
  renderWithProviders(<QueuedDuplicateAnswer item={item} open {...props} />);
  return { ...props, ue: userEvent.setup() };
}

describe('the duplicate question for a queued report', () => {
  it("'No, it's a different spot' sends the queued report again with notDuplicate=true", async () => {
    const { ue, onResend, onResolved } = setup();
    expect(await screen.findByRole('dialog', { name: 'Is this the same spot?' })).toBeTruthy();
    expect(screen.getByText('about 6 m away')).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: "No, it's a different spot" }));
    await waitFor(() => expect(onResend).toHaveBeenCalledWith({ notDuplicate: 'true' }));
    expect(onResolved).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("'Yes, add my photo to it' confirms the task with the queued photo and removes the queued report", async () => {
    const { ue, onResend, onResolved } = setup();
    await ue.click(await screen.findByRole('button', { name: /Yes, add my photo to it/ }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/tasks/t9/confirmations');
    const photo = (xhr.body as FormData).get('image') as File;
    expect(photo.name).toBe('trash.jpg');
    expect(photo.size).toBe(4);
    // Issue 35: the answer carries the key the queue made for it, the same on every attempt.
    expect(xhr.requestHeaders['Idempotency-Key']).toBe(item.confirmKey);
    expect(onResolved).not.toHaveBeenCalled();
    xhr.respond(201, { task: { id: 't9' }, xp: 5, alreadyConfirmed: false, photo: { status: 'clear', message: null } });
    await waitFor(() => expect(onResolved).toHaveBeenCalledTimes(1));
    expect(getToasts()[0]).toMatchObject({ title: 'Thanks! You confirmed this spot. +5 XP' });
    expect(onResend).not.toHaveBeenCalled();
  });
});
