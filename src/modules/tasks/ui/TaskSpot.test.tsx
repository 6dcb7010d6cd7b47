// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch } from '../../../client/test-fetch';
import type { TaskSpotDto } from '../contract';
import { sampleTask } from './test-tasks';
import { testUser } from './test-api';
import { TaskDetailSheet } from './TaskDetailSheet';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const task = sampleTask({ seenBy: 3 });
const spot: TaskSpotDto = {
  seenBy: 3,
  photos: [
    { imageUrl: '/api/photos/a', thumbnailUrl: '/api/photos/a/thumb' },
    { imageUrl: '/api/photos/b', thumbnailUrl: '/api/photos/b/thumb' },
  ],
  cleanedBefore: [{ completedAt: '2026-09-14T10:00:00.000Z' }],
};

function show(answer: unknown) {
  const calls = stubFetch({ 'GET /api/tasks/my-tasks/u1': [], 'GET /api/tasks/available': [], [`GET /api/tasks/${task.id}/spot`]: answer });
  renderWithProviders(<TaskDetailSheet task={task} onClose={() => {}} />, { user: testUser });
  return calls;
}

describe('the task sheet’s spot (issue 23)', () => {
  it("shows 'Seen by N people', the photos others added and 'Cleaned here before: <date>'", async () => {
    const calls = show(spot);
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(within(sheet).getByText('Seen by 3 people')).toBeTruthy();
    const photos = await within(sheet).findByRole('list', { name: 'Photos others added of this spot' });
    const imgs = within(photos).getAllByRole('img');
    expect(imgs.map((i) => [i.getAttribute('src'), i.getAttribute('alt')])).toEqual([
      ['/api/photos/a/thumb', 'Photo 1 of this spot, added by someone who saw it too'],
      ['/api/photos/b/thumb', 'Photo 2 of this spot, added by someone who saw it too'],
    ]);
    expect(within(sheet).getByText('Cleaned here before: September 14, 2026')).toBeTruthy();
    expect(calls.some((c) => c.url === `/api/tasks/${task.id}/spot`)).toBe(true);
  });

  it('keeps the count from the task when the spot cannot be loaded', async () => {
    show(() => Response.json({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }, { status: 500 }));
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(within(sheet).getByText('Seen by 3 people')).toBeTruthy();
    expect(within(sheet).queryByRole('list', { name: 'Photos others added of this spot' })).toBeNull();
  });

  it('shows no count for a task only its reporter saw', async () => {
    stubFetch({ 'GET /api/tasks/my-tasks/u1': [], 'GET /api/tasks/available': [], [`GET /api/tasks/${task.id}/spot`]: { seenBy: 1, photos: [], cleanedBefore: [] } });
    renderWithProviders(<TaskDetailSheet task={sampleTask()} onClose={() => {}} />, { user: testUser });
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(within(sheet).queryByText(/^Seen by/)).toBeNull();
  });

  it("offers 'Adopt this spot' with the task's place (issue 42)", async () => {
    show(spot);
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    const link = within(sheet).getByRole('link', { name: 'Adopt this spot' });
    expect(link.getAttribute('href')).toBe(`/spots?lat=${task.report.latitude}&lon=${task.report.longitude}`);
  });
});
