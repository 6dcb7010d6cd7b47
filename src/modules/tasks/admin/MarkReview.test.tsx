// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch } from '../../../client/test-fetch';
import type { MarkReviewItemDto } from '../marks';
import { sampleTask } from '../ui/test-tasks';
import MarkReview from './MarkReview';

configure({ asyncUtilTimeout: 4000 });

const item = (id: string, location: string, held = false): MarkReviewItemDto => ({
  task: sampleTask({ id, status: held ? 'assigned' : 'available', report: { location, imageUrl: `/api/photos/${id}` } }),
  marks: { taskId: id, counts: { still_there: 1, more_than_before: 0, already_cleaned: 2 }, lastStillThereAt: '2026-11-22T09:00:00Z', cleanedPending: true, mineToday: [] },
  cleaned: { people: 2, firstAt: '2026-11-22T10:00:00Z', lastAt: '2026-11-22T11:00:00Z' },
  held,
});

describe('MarkReview (tasks admin plugin: “already cleaned” marks)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('shows the marked tasks and closes one as cleaned after asking', async () => {
    let items = [item('t1', 'Riverbank'), item('t2', 'Old mill')];
    const calls = stubFetch({
      'GET /api/admin/tasks/marks': () => Response.json({ items }),
      'POST /api/admin/tasks/marks/t1/close': () => {
        items = items.filter((i) => i.task.id !== 't1');
        return Response.json({ task: items[0]!.task, outcome: 'closed', marks: 2 });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<MarkReview />);
    const card = await screen.findByRole('article', { name: 'Marked as already cleaned: Riverbank' });
    expect(within(card).getByText(/^2 people say it is already cleaned/)).toBeTruthy();
    expect(within(card).getByText('1 person says it is still there.')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'The reported photo' }).getAttribute('src')).toBe('/api/photos/t1');
    await ue.click(within(card).getByRole('button', { name: 'Close as cleaned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this task as cleaned?' });
    expect(within(dialog).getByText('The task leaves the map. Nobody is paid a reward for it.')).toBeTruthy();
    await ue.click(within(dialog).getByRole('button', { name: 'Close as cleaned' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Marked as already cleaned: Riverbank' })).toBeNull());
    expect(getToasts().map((t) => t.title)).toEqual(['Closed as cleaned: Riverbank (no reward paid)']);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/tasks/marks/t1/close']);
  });

  it('dismisses the marks of a held task, which cannot be closed yet, and shows the empty state', async () => {
    let items = [item('t3', 'Park', true)];
    stubFetch({
      'GET /api/admin/tasks/marks': () => Response.json({ items }),
      'POST /api/admin/tasks/marks/t3/dismiss': () => {
        const task = items[0]!.task;
        items = [];
        return Response.json({ task, outcome: 'dismissed', marks: 2 });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<MarkReview />);
    const card = await screen.findByRole('article', { name: 'Marked as already cleaned: Park' });
    expect(within(card).getByText(/^Someone holds this task now/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Close as cleaned' })).toHaveProperty('disabled', true);
    await ue.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No task waits for a decision.')).toBeTruthy();
    expect(getToasts().map((t) => t.title)).toEqual(['Marks dismissed: Park stays open']);
  });

  it('says when the queue cannot be loaded', async () => {
    stubFetch({ 'GET /api/admin/tasks/marks': () => Response.json({ error: 'Something broke', code: 'INTERNAL' }, { status: 500 }) });
    renderWithProviders(<MarkReview />);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toBeTruthy();
  });
});
