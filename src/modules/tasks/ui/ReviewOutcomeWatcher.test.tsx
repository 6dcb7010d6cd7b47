// @vitest-environment jsdom
import { configure, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../client/endpoint';
import { REVIEW_NOTICES_KEY } from '../../../client/review-notices';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { TaskDto } from '../contract';
import { myTasks } from '../endpoints';
import ReviewOutcomeWatcher from './ReviewOutcomeWatcher';
import { stubFetch as stubApi } from '../../../client/test-fetch';
import { testUser } from './test-api';

configure({ asyncUtilTimeout: 4000 });

const task = (id: string, patch: Partial<TaskDto> = {}): TaskDto => ({
  id, status: 'assigned', verificationStatus: 'needs_review', review: null, acceptedAt: '2026-11-22T09:00:00Z', heldUntil: null, reward: 25, createdAt: '2026-11-22T08:00:00Z',
  report: { id: null, latitude: 51, longitude: 12, wasteType: 'plastic', priority: 'medium', imageUrl: null, thumbnailUrl: null, description: 'Bottles', location: 'Riverbank', estimatedEffort: 15, reward: 25, aiAnalysis: null },
  ...patch,
});
const recently = () => new Date(Date.now() - 60_000).toISOString();

describe('ReviewOutcomeWatcher (tasks global component)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('tells the person once when a held completion is approved, and refreshes the coins', async () => {
    let mine = [task('t1')];
    const calls = stubApi({ [`GET /api/tasks/my-tasks/${testUser.userId}`]: () => Response.json(mine) });
    const { queryClient, unmount } = renderWithProviders(<ReviewOutcomeWatcher />, { user: testUser });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(getToasts()).toHaveLength(0);
    const sessionRefetch = vi.spyOn(queryClient, 'invalidateQueries');

    mine = [task('t1', { status: 'completed', verificationStatus: 'verified', review: { outcome: 'approved', reason: null, reviewedAt: recently() } })];
    await queryClient.invalidateQueries({ queryKey: endpointKey(myTasks) });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Cleanup approved!'));
    expect(getToasts()[0]?.description).toBe('A moderator approved your cleanup at Riverbank: +25 coins.');
    expect(sessionRefetch.mock.calls.map(([f]) => f?.queryKey)).toContainEqual(['session']);

    // Seen: a new page load does not show it again.
    resetToasts();
    unmount();
    renderWithProviders(<ReviewOutcomeWatcher />, { user: testUser });
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(3));
    await new Promise((r) => setTimeout(r, 200));
    expect(getToasts()).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(REVIEW_NOTICES_KEY)!)[testUser.userId]).toHaveLength(1);
  });

  it('shows a rejection with the reason; a second rejection of the same task is news again', async () => {
    const first = recently();
    let mine = [task('t2', { verificationStatus: 'failed', review: { outcome: 'rejected', reason: 'Bottles still there.', reviewedAt: first } })];
    stubApi({ [`GET /api/tasks/my-tasks/${testUser.userId}`]: () => Response.json(mine) });
    const { queryClient } = renderWithProviders(<ReviewOutcomeWatcher />, { user: testUser });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Cleanup not approved'));
    expect(getToasts()[0]?.description).toBe('Riverbank: Bottles still there. The task is back in My Tasks.');
    resetToasts();
    mine = [task('t2', { verificationStatus: 'failed', review: { outcome: 'rejected', reason: 'Bottles still there.', reviewedAt: new Date().toISOString() } })];
    await queryClient.invalidateQueries({ queryKey: endpointKey(myTasks) });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Cleanup not approved'));
  });

  it('ignores old decisions (a new browser does not get old news)', async () => {
    stubApi({
      [`GET /api/tasks/my-tasks/${testUser.userId}`]: [
        task('t3', { status: 'completed', verificationStatus: 'verified', review: { outcome: 'approved', reason: null, reviewedAt: '2025-01-01T00:00:00Z' } }),
        task('t4', { status: 'completed', verificationStatus: 'verified', review: { outcome: 'approved', reason: null } }),
      ],
    });
    renderWithProviders(<ReviewOutcomeWatcher />, { user: testUser });
    await new Promise((r) => setTimeout(r, 500));
    expect(getToasts()).toHaveLength(0);
  });
});
