// @vitest-environment jsdom
import { configure, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../client/endpoint';
import { FALLBACK_GUEST, toCurrentUser } from '../../../client/session/current-user';
import { sampleRegistered } from '../../../client/session/sample-users';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { SubmissionDto } from '../contract';
import { mySubmissions } from '../endpoints';
import SubmissionOutcomeWatcher from './SubmissionOutcomeWatcher';

configure({ asyncUtilTimeout: 4000 });

const user = toCurrentUser(sampleRegistered.user!);
const sub = (id: string, patch: Partial<SubmissionDto> = {}): SubmissionDto => ({
  id, title: 'Beach day', description: null, quantity: 400, unit: 'kg', taskType: 'beach_cleanup', taskSubtype: null, status: 'pending',
  actualXP: null, actualCoins: null, potentialXP: 240, potentialCoins: 24, estimatedImpact: 10, riskScore: 0.4, flags: [], location: null,
  latitude: null, longitude: null, submissionTimestamp: '2026-11-22T09:00:00Z', actualTimestamp: null, createdAt: '2026-11-22T09:00:00Z',
  reviewedAt: null, reviewReason: null, ...patch,
});

describe('SubmissionOutcomeWatcher (actions global component)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('tells the person about a rejection with the reason, once, and about an approval with the XP', async () => {
    let list = [sub('s1'), sub('s2', { title: 'Tree day' })];
    stubFetch({ 'GET /api/tasks/submissions': () => Response.json({ submissions: list }) });
    const { queryClient } = renderWithProviders(<SubmissionOutcomeWatcher />, { user });
    await waitFor(() => expect(queryClient.getQueryData(endpointKey(mySubmissions))).toBeTruthy());
    expect(getToasts()).toHaveLength(0);

    const now = new Date().toISOString();
    list = [sub('s1', { status: 'rejected', reviewedAt: now, reviewReason: 'Please add a photo of the bags.' }), sub('s2', { title: 'Tree day' })];
    await queryClient.invalidateQueries({ queryKey: endpointKey(mySubmissions) });
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Submission not approved', description: '“Beach day”: Please add a photo of the bags.' }));

    resetToasts();
    list = [list[0]!, sub('s2', { title: 'Tree day', status: 'approved', reviewedAt: now, actualXP: 120, actualCoins: 12 })];
    await queryClient.invalidateQueries({ queryKey: endpointKey(mySubmissions) });
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({ title: 'Submission approved!', description: '“Tree day”: +120 XP and 12 coins.' });
  });

  it('waits for the session (no request for the fallback guest)', async () => {
    const calls = stubFetch({});
    renderWithProviders(<SubmissionOutcomeWatcher />, { user: { ...FALLBACK_GUEST, isLoading: true } });
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toHaveLength(0);
  });
});
