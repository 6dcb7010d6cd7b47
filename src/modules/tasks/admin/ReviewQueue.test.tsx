// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_OVERVIEW_KEY } from '../../../client/admin/overview-query';
import { createQueryClient } from '../../../client/query-client';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { ReviewItemDto } from '../contract';
import { stubFetch as stubApi } from '../../../client/test-fetch';
import ReviewQueue from './ReviewQueue';

configure({ asyncUtilTimeout: 4000 });

const item = (id: string, location: string): ReviewItemDto => ({
  task: {
    id, status: 'assigned', verificationStatus: 'needs_review', review: null, acceptedAt: null, heldUntil: null, reward: 25, seenBy: 1, createdAt: '2026-11-22T10:00:00Z',
    report: { id: null, latitude: 51, longitude: 12, wasteType: 'plastic', priority: 'medium', imageUrl: '/api/photos/p1', thumbnailUrl: null, description: 'Bottles', location, estimatedEffort: 15, reward: 25, aiAnalysis: null },
  },
  assignee: { id: 'u2', username: 'cleaner_ana', firstName: 'Ana' },
  completion: { id: 'c1', afterPhotoUrl: '/api/photos/p2', verifier: 'local', fallbackReason: null, analysis: { feedback: 'Partly clean.' }, createdAt: '2026-11-22T11:00:00Z' },
  ownWork: false,
});

describe('ReviewQueue (tasks admin plugin)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('shows the held completions with both photos and approves one', async () => {
    let items = [item('t1', 'Riverbank'), item('t2', 'Old mill')];
    const calls = stubApi({
      'GET /api/admin/tasks/review': () => Response.json({ items }),
      'POST /api/admin/tasks/review/t1/approve': () => {
        items = items.filter((i) => i.task.id !== 't1');
        return Response.json({ task: {}, reward: 25 });
      },
    });
    renderWithProviders(<ReviewQueue />);
    const card = await screen.findByRole('article', { name: 'Completion at Riverbank' });
    expect(within(card).getByRole('img', { name: 'Report photo' }).getAttribute('src')).toBe('/api/photos/p1');
    expect(within(card).getByRole('img', { name: 'After photo' }).getAttribute('src')).toBe('/api/photos/p2');
    expect(within(card).getByText(/Partly clean/)).toBeTruthy();
    // Rejecting needs a reason.
    expect(within(card).getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Completion at Riverbank' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Completion at Old mill' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/tasks/review/t1/approve']);
  });

  it('shows the viewer’s own completion with the decide buttons disabled: another moderator decides', async () => {
    const calls = stubApi({ 'GET /api/admin/tasks/review': () => Response.json({ items: [{ ...item('t4', 'My street'), ownWork: true }, item('t5', 'Their street')] }) });
    renderWithProviders(<ReviewQueue />);
    const own = await screen.findByRole('article', { name: 'Completion at My street' });
    expect(within(own).getByText('Your own submission: another moderator decides')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
    expect(within(own).getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
    expect(within(own).getByLabelText('Reason (shown to the person)')).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Someone else's completion stays decidable.
    const other = screen.getByRole('article', { name: 'Completion at Their street' });
    expect(within(other).queryByText('Your own submission: another moderator decides')).toBeNull();
    expect(within(other).getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', false);
  });

  it('rejects with the reason typed, and shows the empty state', async () => {
    let items = [item('t3', 'Park')];
    const calls = stubApi({
      'GET /api/admin/tasks/review': () => Response.json({ items }),
      'POST /api/admin/tasks/review/t3/reject': () => {
        items = [];
        return Response.json({ task: {}, reward: 0 });
      },
    });
    renderWithProviders(<ReviewQueue />);
    const card = await screen.findByRole('article', { name: 'Completion at Park' });
    await userEvent.type(within(card).getByLabelText('Reason (shown to the person)'), 'Still litter');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Nothing waiting for review.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Still litter' });
  });

  it('says what was decided in a toast and refreshes the admin overview, like the other moderation pages', async () => {
    let items = [item('t6', 'Canal'), item('t7', 'Market')];
    stubApi({
      'GET /api/admin/tasks/review': () => Response.json({ items }),
      'POST /api/admin/tasks/review/t6/approve': () => {
        items = items.filter((i) => i.task.id !== 't6');
        return Response.json({ task: {}, reward: 25 });
      },
      'POST /api/admin/tasks/review/t7/reject': () => {
        items = [];
        return Response.json({ task: {}, reward: 0 });
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(ADMIN_OVERVIEW_KEY, { counts: [{ key: 'tasks.needsReview', labelKey: 'tasks:admin.awaitingReview', count: 2 }] });
    renderWithProviders(<ReviewQueue />, { queryClient });
    await userEvent.click(within(await screen.findByRole('article', { name: 'Completion at Canal' })).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Approved the completion at Canal: 25 coins credited.'));
    expect(queryClient.getQueryState(ADMIN_OVERVIEW_KEY)?.isInvalidated).toBe(true);

    queryClient.setQueryData(ADMIN_OVERVIEW_KEY, { counts: [] });
    const market = screen.getByRole('article', { name: 'Completion at Market' });
    await userEvent.type(within(market).getByLabelText('Reason (shown to the person)'), 'Still litter');
    await userEvent.click(within(market).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Rejected the completion at Market.'));
    expect(queryClient.getQueryState(ADMIN_OVERVIEW_KEY)?.isInvalidated).toBe(true);
  });
});
