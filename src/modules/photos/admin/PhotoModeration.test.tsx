// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch as stubApi } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { ModerationItemDto } from '../contract';
import PhotoModeration from './PhotoModeration';

configure({ asyncUtilTimeout: 4000 });

const item = (id: string, over: Partial<ModerationItemDto> = {}): ModerationItemDto => ({
  id,
  purpose: 'report',
  imageUrl: `/api/photos/${id}`,
  thumbnailUrl: `/api/photos/${id}/thumb`,
  createdAt: '2026-11-22T10:00:00Z',
  owner: { id: 'u9', username: 'river_rita' },
  screening: { status: 'clear', score: 0.02, screener: 'nsfwjs', released: false },
  heldBy: null,
  blurred: { server: 0, device: 0, person: 0 },
  hidden: false,
  moderationReason: null,
  flags: { count: 2, reasons: { personal_data: 1, inappropriate: 1 }, details: ['A face is visible'] },
  uses: [{ photoId: id, kind: 'report', taskId: 't1', reportId: 'r1', location: 'Riverbank', description: 'Bottles' }],
  ...over,
});

describe('PhotoModeration (photos admin plugin)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('shows each photo large with its screening score, reports and use; hiding needs a reason', async () => {
    let pending = [item('p1'), item('p2', { heldBy: 'screening', screening: { status: 'held', score: 0.91, screener: 'nsfwjs', released: false }, flags: { count: 0, reasons: {}, details: [] } })];
    const calls = stubApi({
      'GET /api/admin/photos': ({ url }: { url: string }) => Response.json({ items: url.includes('queue=hidden') ? [] : pending }),
      'POST /api/admin/photos/p1/hide': () => {
        pending = pending.filter((i) => i.id !== 'p1');
        return Response.json({ id: 'p1', changed: true, state: 'hidden' });
      },
    });
    renderWithProviders(<PhotoModeration />);
    expect(screen.getByRole('heading', { level: 1, name: 'Photo moderation' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img').getAttribute('src')).toBe('/api/photos/p1');
    expect(within(first).getByText('Reported, still visible')).toBeTruthy();
    expect(within(first).getByText('2 reports')).toBeTruthy();
    expect(within(first).getByText(/Shows personal data.*: 1/)).toBeTruthy();
    expect(within(first).getByText('“A face is visible”')).toBeTruthy();
    expect(within(first).getByText('Report: Riverbank')).toBeTruthy();
    expect(within(first).getByText('Uploaded by river_rita')).toBeTruthy();
    expect(within(second).getByText('Held by the automatic screening')).toBeTruthy();
    expect(within(second).getByText('Screening score: 0.91')).toBeTruthy();

    const hide = within(first).getByRole('button', { name: 'Hide' });
    expect(hide).toHaveProperty('disabled', true);
    await userEvent.type(within(first).getByRole('textbox', { name: 'Reason (for the audit log)' }), 'Shows a face');
    expect(hide).toHaveProperty('disabled', false);
    // Keyboard: focus the button and press Enter.
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(getToasts().map((x) => x.title)).toContain('Photo hidden');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/api/admin/photos/p1/hide', { reason: 'Shows a face' }]]);
  });

  it('asks before deleting; cancelling sends nothing, confirming deletes; shows the empty state', async () => {
    let pending = [item('p3')];
    const calls = stubApi({
      'GET /api/admin/photos': () => Response.json({ items: pending }),
      'POST /api/admin/photos/p3/delete': () => {
        pending = [];
        return Response.json({ id: 'p3', changed: true, state: 'deleted' });
      },
    });
    renderWithProviders(<PhotoModeration />);
    const card = await screen.findByRole('article');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Reason (for the audit log)' }), 'Nudity');
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this photo for good?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this photo for good?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('No photos are waiting for review.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/api/admin/photos/p3/delete', { reason: 'Nudity' }]]);
  });

  it('shows the hidden tab with restore, and an error state with retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/photos': ({ url }: { url: string }) =>
        fail
          ? Response.json({ error: 'Database down', code: 'INTERNAL' }, { status: 500 })
          : Response.json({ items: url.includes('queue=hidden') ? [item('p4', { hidden: true, moderationReason: 'Shows a face', flags: { count: 0, reasons: {}, details: [] } })] : [] }),
      'POST /api/admin/photos/p4/restore': () => Response.json({ id: 'p4', changed: false, state: 'public' }),
    });
    renderWithProviders(<PhotoModeration />);
    expect(await screen.findByText('Could not load the photos: Database down', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No photos are waiting for review.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Hidden' }));
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Hidden: Shows a face')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Hide' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(getToasts().map((x) => x.title)).toContain('Nothing changed: someone already decided.'));
  });
});
