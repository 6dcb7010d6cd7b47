// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpointKey } from '../../../client/endpoint';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { TaskDto } from '../contract';
import { reportedTasks } from '../endpoints';
import { sampleTask } from './test-tasks';
import { stubFetch as stubApi, type FetchHandler as Handler } from '../../../client/test-fetch';
import { testUser } from './test-api';
import { TaskDetailSheet } from './TaskDetailSheet';

configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const PHOTO = '3f2c1a9e-1111-4222-8333-944455556666';
const withPhoto = sampleTask({ report: { imageUrl: `/api/photos/${PHOTO}`, thumbnailUrl: `/api/photos/${PHOTO}/thumb` } });
const FLAGS = `POST /api/photos/${PHOTO}/flags`;

const REPORTED = 'GET /api/tasks/user/u1';

function setup(shown: TaskDto, routes: Record<string, unknown | Handler>) {
  const calls = stubApi({ 'GET /api/tasks/my-tasks/u1': [], 'GET /api/tasks/available': [], [REPORTED]: [], ...routes });
  const { queryClient } = renderWithProviders(<TaskDetailSheet task={shown} onClose={() => {}} />, { user: testUser });
  return { calls, queryClient, ue: userEvent.setup() };
}
const titles = () => getToasts().map((t) => t.title);
const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === 'POST');

describe("'Report this photo' in the task detail sheet", () => {
  it('is not offered for a task without a photo', async () => {
    setup(sampleTask(), {});
    await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(screen.queryByRole('button', { name: 'Report this photo' })).toBeNull();
  });

  it("is not offered on the user's own photo (a task from their own report)", async () => {
    const mine = sampleTask({ id: '00000000-0000-4000-8000-000000000009', report: withPhoto.report });
    const { queryClient } = setup(withPhoto, { [REPORTED]: [mine] });
    await screen.findByRole('region', { name: 'Plastic Cleanup' });
    await waitFor(() => expect(queryClient.getQueryState(endpointKey(reportedTasks, { params: { userId: 'u1' } }))?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Report this photo' })).toBeNull();
  });

  it("is offered on someone else's photo, and when the user's own reports cannot be loaded (the server decides)", async () => {
    const other = sampleTask({ id: '00000000-0000-4000-8000-000000000009', report: { imageUrl: '/api/photos/aaaaaaaa-1111-4222-8333-944455556666' } });
    setup(withPhoto, { [REPORTED]: [other] });
    expect(await screen.findByRole('button', { name: 'Report this photo' })).toBeTruthy();
    cleanup();
    setup(withPhoto, { [REPORTED]: () => Response.json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }) });
    expect(await screen.findByRole('button', { name: 'Report this photo' })).toBeTruthy();
  });

  it('needs a reason, sends reason and details, thanks the person and closes', async () => {
    const { calls, ue } = setup(withPhoto, { [FLAGS]: () => Response.json({ created: true, held: false }, { status: 201 }) });
    await ue.click(await screen.findByRole('button', { name: 'Report this photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this photo' });
    await ue.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    await ue.click(within(dialog).getByRole('radio', { name: 'Shows personal data (faces, licence plates, addresses)' }));
    await ue.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), '  A face at the left  ');
    await ue.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(titles()).toEqual(['Thank you for your report']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this photo' })).toBeNull());
    expect(posts(calls).map((c) => [c.url, c.body])).toEqual([[`/api/photos/${PHOTO}/flags`, { reason: 'personal_data', details: 'A face at the left' }]]);
  });

  it('says so when the person had already reported it', async () => {
    const { ue } = setup(withPhoto, { [FLAGS]: () => Response.json({ created: false, held: false }) });
    await ue.click(await screen.findByRole('button', { name: 'Report this photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this photo' });
    await ue.click(within(dialog).getByRole('radio', { name: 'Not litter / wrong place' }));
    await ue.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(titles()).toEqual(['You have already reported this photo']));
  });

  it('keeps the dialog and the typed text when the server refuses (rate limit), showing its message', async () => {
    const { ue } = setup(withPhoto, {
      [FLAGS]: () => Response.json({ error: 'You have reported 20 photos today. Thank you! Please try again tomorrow.', code: 'RATE_LIMITED' }, { status: 429 }),
    });
    await ue.click(await screen.findByRole('button', { name: 'Report this photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this photo' });
    await ue.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await ue.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Blurry duplicate');
    await ue.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Please try again tomorrow.');
    expect(within(dialog).getByRole('textbox', { name: 'Details (optional)' })).toHaveProperty('value', 'Blurry duplicate');
    expect(titles()).toEqual([]);
  });

  it("shows 'Photo removed' when a moderator deleted the photo (410)", async () => {
    setup(withPhoto, { [`HEAD /api/photos/${PHOTO}`]: () => new Response(null, { status: 410 }) });
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    fireEvent.error(within(sheet).getByRole('img', { name: 'Photo of the reported trash' }));
    expect(await within(sheet).findByRole('img', { name: 'Photo removed' })).toBeTruthy();
    expect(within(sheet).getByText('Photo removed')).toBeTruthy();
  });
});
