// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import DonationsPage from './DonationsPage';

configure({ asyncUtilTimeout: 4000 });

describe('DonationsPage (admin view)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the totals over all donations and the latest rows', async () => {
    stubFetch({
      'GET /api/admin/donations': {
        donations: [
          { userId: 'aaaaaaaa-1111-4000-8000-000000000001', coins: 40, xp: 300, sessionExpiredAt: '2026-11-20T10:00:00Z', donatedAt: '2026-11-20T10:05:00Z' },
          { userId: 'bbbbbbbb-1111-4000-8000-000000000002', coins: 5, xp: 20, sessionExpiredAt: '2026-11-19T10:00:00Z', donatedAt: '2026-11-19T10:05:00Z' },
        ],
        totals: { count: 250, coins: 1234, xp: 56789 },
      },
    });
    renderWithProviders(<DonationsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Totals' })).toBeTruthy();
    const totals = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(totals).toEqual(['250', '1,234', '56,789']);
    expect(screen.getByText('Showing the latest 2 of 250.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Latest donations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Guest aaaaaaaa');
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 2)).toEqual(['40', '300']);
  });

  it('has an empty state', async () => {
    stubFetch({ 'GET /api/admin/donations': { donations: [], totals: { count: 0, coins: 0, xp: 0 } } });
    renderWithProviders(<DonationsPage />);
    expect(await screen.findByText('No guest has donated points yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error for a moderator (admins only)', async () => {
    stubFetch({ 'GET /api/admin/donations': () => Response.json({ error: 'Only admins may do this.', code: 'FORBIDDEN' }, { status: 403 }) });
    renderWithProviders(<DonationsPage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/Only admins may do this/)).toBeTruthy();
  });
});
