// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_OVERVIEW_KEY } from '../../../client/admin/overview-query';
import { createQueryClient } from '../../../client/query-client';
import { toCurrentUser } from '../../../client/session/current-user';
import { sampleRegistered } from '../../../client/session/sample-users';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { PendingSubmissionDto } from '../contract';
import PendingSubmissions, { validActualXP } from './PendingSubmissions';

configure({ asyncUtilTimeout: 4000 });

const pending = (id: string, title: string, patch: Partial<PendingSubmissionDto> = {}): PendingSubmissionDto => ({
  id, title, description: 'Bags along the dunes', quantity: 400, unit: 'kg', taskType: 'beach_cleanup', taskSubtype: null, status: 'pending',
  actualXP: null, actualCoins: null, potentialXP: 240, potentialCoins: 24, estimatedImpact: 12.3456, riskScore: 0.45,
  flags: ['quantity_above_typical', 'missing_evidence'], location: 'North beach', latitude: null, longitude: null,
  submissionTimestamp: '2026-11-22T09:00:00Z', actualTimestamp: null, createdAt: '2026-11-22T09:00:00Z', reviewedAt: null, reviewReason: null,
  userId: 'u7', evidenceUrls: [], ownWork: false, ...patch,
});

const as = (role: 'moderator' | 'admin') => toCurrentUser({ ...sampleRegistered.user!, id: 'me', username: 'me', role });

describe('validActualXP', () => {
  it('accepts whole numbers from 0 to 100000 only', () => {
    expect(validActualXP('120')).toBe(120);
    expect(validActualXP(' 0 ')).toBe(0);
    for (const bad of ['', '-1', '1.5', 'abc', '100001', '1e3']) expect(validActualXP(bad)).toBeNull();
  });
});

describe('PendingSubmissions (actions admin plugin)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('shows flags and risk, approves with the actualXP typed (prefilled with the potential XP)', async () => {
    let list = [pending('s1', 'Huge haul'), pending('s2', 'Small haul', { riskScore: 0.1, flags: [] })];
    const calls = stubFetch({
      'GET /api/admin/actions/pending': () => Response.json({ submissions: list }),
      'GET /api/user/u7': { id: 'u7', username: 'ana_cleans', firstName: 'Ana', lastName: null, profileImageUrl: null, avatarUrl: null, level: 2 },
      'POST /api/admin/actions/submissions/s1/approve': ({ body }: { body: unknown }) => {
        list = list.filter((s) => s.id !== 's1');
        return Response.json({ submission: { ...pending('s1', 'Huge haul'), status: 'approved', actualXP: (body as { actualXP: number }).actualXP }, credited: true });
      },
    });
    renderWithProviders(<PendingSubmissions />);
    const card = await screen.findByRole('article', { name: 'Huge haul' });
    expect(within(card).getByText('quantity above typical')).toBeTruthy();
    expect(within(card).getByText('missing evidence')).toBeTruthy();
    expect(within(card).getByText('45.0%')).toBeTruthy();
    expect(within(card).getByText('12.35 kg CO2e')).toBeTruthy();
    expect(await within(card).findByText(/^Submitted by ana_cleans on /)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Small haul' })).getByText('No flags')).toBeTruthy();

    const xp = within(card).getByLabelText('XP to credit') as HTMLInputElement;
    expect(xp.value).toBe('240');
    await userEvent.clear(xp);
    await userEvent.type(xp, '12.5');
    expect(within(card).getByRole('button', { name: 'Approve Huge haul' })).toHaveProperty('disabled', true);
    expect(within(card).getByText('Enter a whole number from 0 to 100000.')).toBeTruthy();
    await userEvent.clear(xp);
    await userEvent.type(xp, '120');
    expect(within(card).getByText('Coins follow in proportion (12 at 120 XP).')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve Huge haul' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Huge haul' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/admin/actions/submissions/s1/approve', body: { actualXP: 120 } }]);
    expect(getToasts()[0]?.title).toBe('Approved “Huge haul”: 120 XP credited.');
  });

  it('rejects only with a reason, after the dialog; then shows the empty state', async () => {
    let list = [pending('s3', 'Beach day')];
    const calls = stubFetch({
      'GET /api/admin/actions/pending': () => Response.json({ submissions: list }),
      'POST /api/admin/actions/submissions/s3/reject': () => {
        list = [];
        return Response.json({ submission: { ...pending('s3', 'Beach day'), status: 'rejected' } });
      },
    });
    renderWithProviders(<PendingSubmissions />);
    const card = await screen.findByRole('article', { name: 'Beach day' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject Beach day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Beach day”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason \(shown to the person\)/ }), 'No');
    expect(within(dialog).getByText('Reason must be at least 3 characters')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' photo of the bags');
    await userEvent.click(confirm);
    expect(await screen.findByText('No submissions are waiting.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'No photo of the bags' });
  });

  it('shows the viewer’s own submission with the decide buttons disabled: another moderator decides', async () => {
    const calls = stubFetch({
      'GET /api/admin/actions/pending': () => Response.json({ submissions: [pending('s4', 'My trees', { ownWork: true, userId: 'me' }), pending('s5', 'Their trees')] }),
    });
    renderWithProviders(<PendingSubmissions />, { user: as('moderator') });
    const own = await screen.findByRole('article', { name: 'My trees' });
    expect(within(own).getByText('Your own submission: another moderator decides')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Approve My trees' })).toHaveProperty('disabled', true);
    expect(within(own).getByRole('button', { name: 'Reject My trees' })).toHaveProperty('disabled', true);
    expect(within(own).getByLabelText('XP to credit')).toHaveProperty('disabled', true);
    const other = screen.getByRole('article', { name: 'Their trees' });
    expect(within(other).queryByText('Your own submission: another moderator decides')).toBeNull();
    expect(within(other).getByRole('button', { name: 'Approve Their trees' })).toHaveProperty('disabled', false);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('lets a moderator credit at most the potential', async () => {
    stubFetch({ 'GET /api/admin/actions/pending': () => Response.json({ submissions: [pending('s6', 'Big haul')] }) });
    renderWithProviders(<PendingSubmissions />, { user: as('moderator') });
    const card = await screen.findByRole('article', { name: 'Big haul' });
    const xp = within(card).getByLabelText('XP to credit') as HTMLInputElement;
    await userEvent.clear(xp);
    await userEvent.type(xp, '241');
    expect(within(card).getByText('At most 240 XP, the computed potential. More needs an admin.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Approve Big haul' })).toHaveProperty('disabled', true);
    expect(within(card).queryByLabelText(/Reason for crediting more than the potential/)).toBeNull();
    await userEvent.clear(xp);
    await userEvent.type(xp, '240');
    expect(within(card).getByRole('button', { name: 'Approve Big haul' })).toHaveProperty('disabled', false);
  });

  it('lets an admin credit more than the potential only with a reason, and sends it', async () => {
    let list = [pending('s7', 'Tree day')];
    const calls = stubFetch({
      'GET /api/admin/actions/pending': () => Response.json({ submissions: list }),
      'POST /api/admin/actions/submissions/s7/approve': ({ body }: { body: unknown }) => {
        list = [];
        return Response.json({ submission: { ...pending('s7', 'Tree day'), status: 'approved', actualXP: (body as { actualXP: number }).actualXP }, credited: true });
      },
    });
    renderWithProviders(<PendingSubmissions />, { user: as('admin') });
    const card = await screen.findByRole('article', { name: 'Tree day' });
    const xp = within(card).getByLabelText('XP to credit') as HTMLInputElement;
    await userEvent.clear(xp);
    await userEvent.type(xp, '300');
    const approve = within(card).getByRole('button', { name: 'Approve Tree day' });
    expect(approve).toHaveProperty('disabled', true);
    expect(within(card).getByText('Above the potential of 240 XP: the reason is kept in the audit log.')).toBeTruthy();
    await userEvent.type(within(card).getByRole('textbox', { name: /Reason for crediting more than the potential/ }), 'The city confirmed the planting.');
    expect(approve).toHaveProperty('disabled', false);
    await userEvent.click(approve);
    expect(await screen.findByText('No submissions are waiting.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ actualXP: 300, reason: 'The city confirmed the planting.' }]);
  });

  it('refreshes the admin overview after a decision', async () => {
    let list = [pending('s8', 'Dune day')];
    stubFetch({
      'GET /api/admin/actions/pending': () => Response.json({ submissions: list }),
      'POST /api/admin/actions/submissions/s8/approve': () => {
        list = [];
        return Response.json({ submission: { ...pending('s8', 'Dune day'), status: 'approved', actualXP: 240 }, credited: true });
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(ADMIN_OVERVIEW_KEY, { counts: [{ key: 'actions.pending', labelKey: 'actions:admin.pending', count: 1 }] });
    renderWithProviders(<PendingSubmissions />, { queryClient });
    await userEvent.click(within(await screen.findByRole('article', { name: 'Dune day' })).getByRole('button', { name: 'Approve Dune day' }));
    expect(await screen.findByText('No submissions are waiting.')).toBeTruthy();
    expect(getToasts()[0]?.title).toBe('Approved “Dune day”: 240 XP credited.');
    expect(queryClient.getQueryState(ADMIN_OVERVIEW_KEY)?.isInvalidated).toBe(true);
  });

  it('shows a load error', async () => {
    stubFetch({ 'GET /api/admin/actions/pending': () => Response.json({ error: 'Only moderators and admins may do this.', code: 'FORBIDDEN' }, { status: 403 }) });
    renderWithProviders(<PendingSubmissions />);
    expect(await screen.findByText(/Only moderators and admins may do this/)).toBeTruthy();
  });
});
