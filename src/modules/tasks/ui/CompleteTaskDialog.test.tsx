// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '../../../client/fake-xhr';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { CompletionResponse } from '../contract';
import { CompleteTaskDialog } from './CompleteTaskDialog';
import { stubFetch as stubApi } from '../../../client/test-fetch';
import { testUser } from './test-api';
import { sampleCompletion, sampleTask } from './test-tasks';

configure({ asyncUtilTimeout: 4000 });

const task = sampleTask({ status: 'assigned', report: { imageUrl: '/api/photos/p1', thumbnailUrl: '/api/photos/p1/thumb' } });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'after.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  stubApi({ 'GET /api/tasks/my-tasks/u1': [task], 'GET /api/tasks/available': [] });
  URL.createObjectURL = vi.fn(() => 'blob:after');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

function setup() {
  const onClose = vi.fn();
  const onFinished = vi.fn();
  const view = renderWithProviders(<CompleteTaskDialog open task={task} onClose={onClose} onFinished={onFinished} />, { user: testUser });
  const ue = userEvent.setup({ applyAccept: false });
  const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, ue, input, onClose, onFinished };
}

async function submitWith(ue: ReturnType<typeof userEvent.setup>, input: () => HTMLInputElement, answer: CompletionResponse | { status: number; body: unknown }) {
  await ue.upload(input(), photo());
  expect(await screen.findByRole('img', { name: 'Preview of your after-photo' })).toBeTruthy();
  await ue.click(screen.getByRole('button', { name: 'Complete Task' }));
  expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeTruthy();
  const xhr = FakeXhr.sent[0];
  expect(xhr.url).toBe(`/api/tasks/${task.id}/complete-with-photo`);
  expect((xhr.body as FormData).get('completionImage')).toBeInstanceOf(File);
  xhr.progress(50, 100);
  expect(await screen.findByText('Uploading photo: 50%')).toBeTruthy();
  if ('verificationStatus' in answer) xhr.respond(200, answer);
  else xhr.respond(answer.status, answer.body);
}

describe('Complete Task with Photo', () => {
  it('shows the report photo, takes an after-photo from the rear camera, and can remove it', async () => {
    const { ue, input } = setup();
    expect(screen.getByRole('dialog', { name: 'Complete Task with Photo' })).toBeTruthy();
    expect((screen.getByRole('img', { name: 'The original report photo' }) as HTMLImageElement).src).toContain('/api/photos/p1');
    expect(input().accept).toBe('image/*,.heic,.heif,image/heic,image/heif');
    expect(input().getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('button', { name: 'Take After Photo' })).toBeTruthy();
    await ue.upload(input(), photo());
    await ue.click(await screen.findByRole('button', { name: 'Remove Photo' }));
    expect(screen.queryByRole('img', { name: 'Preview of your after-photo' })).toBeNull();
  });

  it("says 'No completion photo provided' without a photo", async () => {
    const { ue } = setup();
    await ue.click(screen.getByRole('button', { name: 'Complete Task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No completion photo provided');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("verified: 'Task Completed!', the sections, who judged, the toast and 'Great! Continue'", async () => {
    const { ue, input, onClose, onFinished } = setup();
    await submitWith(ue, input, sampleCompletion('verified', { verifier: 'openai' }));
    expect(await screen.findByText('AI Verification Results')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Task Completed!' })).toBeTruthy();
    expect(screen.getByText('Verified: great cleanup! You earned 25 coins and XP.')).toBeTruthy();
    for (const section of ['Feedback', 'Areas Improved', 'Environmental Impact']) expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Still Needs Work' })).toBeNull();
    expect(screen.getByText('Checked by AI')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Task Completed!');
    await waitFor(() => expect(getToasts().map((t) => [t.title, t.description])).toEqual([['Task Completed!', 'You earned 25 coins and XP.']]));
    await ue.click(screen.getByRole('button', { name: 'Great! Continue' }));
    expect(onFinished).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('verified but unpaid (the daily cap of cleanup rewards, issue 33): says so instead of "You earned 0 coins"', async () => {
    const { ue, input } = setup();
    await submitWith(ue, input, { ...sampleCompletion('verified', { verifier: 'openai' }), reward: 0 });
    expect(await screen.findByText("Verified: great cleanup! It earns no coins: you reached today's limit of cleanup rewards. Tomorrow they count again.")).toBeTruthy();
    await waitFor(() => expect(getToasts().map((t) => [t.title, t.description])).toEqual([['Task Completed!', "You reached today's limit of cleanup rewards, so this one earns no coins."]]));
  });

  it("needs review: 'Pending Review', the local verifier and its fallback reason, 'OK, Submit for Review'", async () => {
    const { ue, input, onClose } = setup();
    await submitWith(ue, input, sampleCompletion('needs_review', { fallbackReason: 'The AI service timed out.' }));
    expect(await screen.findByRole('heading', { name: 'Pending Review' })).toBeTruthy();
    expect(screen.getByText(/reviewed by a moderator/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Still Needs Work' })).toBeTruthy();
    expect(screen.getByText(/Checked by the local fallback verifier \(compares photos only\)/)).toBeTruthy();
    expect(screen.getByText(/The AI service timed out\./)).toBeTruthy();
    expect(getToasts()).toEqual([]);
    await ue.click(screen.getByRole('button', { name: 'OK, Submit for Review' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("failed: 'Task Failed' and 'Try Again' goes back to the photo", async () => {
    const { ue, input, onClose } = setup();
    await submitWith(ue, input, sampleCompletion('failed'));
    expect(await screen.findByRole('heading', { name: 'Task Failed' })).toBeTruthy();
    const stillNeeds = screen.getByRole('heading', { name: 'Still Needs Work' }).parentElement!;
    expect(within(stillNeeds).getByText('Bottles still on the path')).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Take After Photo' })).toBeTruthy();
    expect(screen.queryByText('AI Verification Results')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("an upload error: 'Completion Failed' with the server's message; the photo stays", async () => {
    const { ue, input } = setup();
    await submitWith(ue, input, { status: 413, body: { error: 'The photo is larger than 15 MB. Please choose a smaller photo.', code: 'PHOTO_TOO_LARGE' } });
    await waitFor(() =>
      expect(getToasts().map((t) => [t.title, t.description])).toEqual([['Completion Failed', 'The photo is larger than 15 MB. Please choose a smaller photo.']]),
    );
    expect(screen.getByRole('img', { name: 'Preview of your after-photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete Task' })).toBeTruthy();
  });

  it("a network error: 'Completion Failed' with the fallback text", async () => {
    const { ue, input } = setup();
    await ue.upload(input(), photo());
    await ue.click(screen.getByRole('button', { name: 'Complete Task' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].fail();
    // Issue 23: a network failure is retried on its own, the same form with the same Idempotency-Key.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2), { timeout: 4000 });
    expect(FakeXhr.sent[1].body).toBe(FakeXhr.sent[0].body);
    expect(FakeXhr.sent[1].requestHeaders['Idempotency-Key']).toBe(FakeXhr.sent[0].requestHeaders['Idempotency-Key']);
    FakeXhr.sent[1].respond(502, '', 'Bad Gateway');
    await waitFor(() =>
      expect(getToasts().map((t) => [t.title, t.description])).toEqual([['Completion Failed', 'Failed to submit completion photo. Please try again.']]),
    );
  });
});
