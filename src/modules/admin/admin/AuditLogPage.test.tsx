// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { AuditEntryDto } from '../contract';
import AuditLogPage, { AUDIT_PAGE_SIZE, diffRows } from './AuditLogPage';

configure({ asyncUtilTimeout: 4000 });

const entry = (i: number, patch: Partial<AuditEntryDto> = {}): AuditEntryDto => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  actorId: 'mod-1',
  actorLabel: null,
  action: 'tasks.completion_rejected',
  targetType: 'task',
  targetId: `task-${i}-aaaaaaaa`,
  before: { verificationStatus: 'needs_review' },
  after: { verificationStatus: 'failed', userId: 'u9' },
  reason: null,
  createdAt: '2026-11-22T10:00:00Z',
  ...patch,
});

describe('diffRows', () => {
  it('lines up before and after per field and marks changes', () => {
    expect(diffRows({ role: 'cleaner' }, { role: 'moderator' })).toEqual([{ field: 'role', before: 'cleaner', after: 'moderator', changed: true }]);
    expect(diffRows({ status: 'pending' }, { status: 'approved', actualXP: 120 })).toEqual([
      { field: 'status', before: 'pending', after: 'approved', changed: true },
      { field: 'actualXP', before: null, after: '120', changed: true },
    ]);
    expect(diffRows({ a: 1 }, { a: 1 })[0]!.changed).toBe(false);
    expect(diffRows(null, null)).toEqual([]);
    expect(diffRows('x', { nested: { b: 1 } })).toEqual([
      { field: 'value', before: 'x', after: null, changed: true },
      { field: 'nested', before: null, after: '{"b":1}', changed: true },
    ]);
  });
});

describe('AuditLogPage (admin view)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who, what, when, the reason and a readable diff', async () => {
    stubFetch({
      'GET /api/admin/audit': {
        entries: [
          entry(1, { reason: 'Bottles still there', actorId: 'mod-1' }),
          entry(2, { action: 'guest.role_granted', actorId: null, actorLabel: 'cli', targetType: 'user', targetId: 'u5', before: { role: 'cleaner' }, after: { role: 'admin' } }),
        ],
      },
      'GET /api/user/mod-1': { id: 'mod-1', username: 'mod_mia', firstName: 'Mia', lastName: null, profileImageUrl: null, avatarUrl: null, level: 3 },
      'GET /api/user/u5': { id: 'u5', username: 'ada', firstName: 'Ada', lastName: null, profileImageUrl: null, avatarUrl: null, level: 1 },
    });
    renderWithProviders(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    const first = within(table).getByRole('rowheader', { name: /Completion rejected/ }).closest('tr')!;
    expect(within(first).getByText('Reason: Bottles still there')).toBeTruthy();
    expect(await within(first).findByText('mod_mia')).toBeTruthy();
    const diff = within(first).getByRole('table', { name: 'Change' });
    expect(within(diff).getByRole('rowheader', { name: 'verificationStatus' }).closest('tr')!.textContent).toBe('verificationStatusneeds_reviewfailed');
    expect(within(diff).getByRole('rowheader', { name: 'userId' }).closest('tr')!.textContent).toBe('userId—u9');
    const second = within(table).getByRole('rowheader', { name: 'Role granted' }).closest('tr')!;
    expect(within(second).getByText('Command line')).toBeTruthy();
    expect(await within(second).findByText('ada')).toBeTruthy();
  });

  it('filters by action and pages back and forth', async () => {
    const all = Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => entry(i + 1, { targetId: `target-${i + 1}` }));
    const calls = stubFetch({
      'GET /api/admin/audit': ({ url }: { url: string }) => {
        const p = new URL(url, 'http://x').searchParams;
        let list = p.get('action') ? all.filter((e) => e.action === p.get('action')) : all;
        const before = p.get('before');
        if (before) list = list.slice(list.findIndex((e) => e.id === before) + 1);
        return Response.json({ entries: list.slice(0, Number(p.get('limit'))) });
      },
    });
    renderWithProviders(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    expect(within(table).getAllByRole('row').filter((r) => r.closest('table') === table)).toHaveLength(AUDIT_PAGE_SIZE + 1);
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(pages).getByText('Page 1')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pages).getByRole('button', { name: 'Older' }));
    expect(await within(pages).findByText('Page 2')).toBeTruthy();
    await waitFor(() => expect(screen.getByTitle('target-26')).toBeTruthy());
    expect(calls.filter((c) => c.url.startsWith('/api/admin/audit')).at(-1)!.url).toContain(`before=${all[AUDIT_PAGE_SIZE - 1]!.id}`);
    expect(within(pages).getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pages).getByRole('button', { name: 'Newer' }));
    expect(await within(pages).findByText('Page 1')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Account disabled' }));
    expect(await screen.findByText('No entries.')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/audit')).at(-1)!.url).toContain('action=guest.user_disabled');
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).toBeNull();
  });
});
