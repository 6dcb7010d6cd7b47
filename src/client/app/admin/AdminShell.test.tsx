// @vitest-environment jsdom
import { act, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/constants';
import { sampleRegistered } from '../../session/sample-users';
import { setLanguage } from '../../ui-slice';
import { toCurrentUser } from '../../session/current-user';
import { stubFetch } from '../../test-fetch';
import { renderWithProviders } from '../../test-utils';
import { Route, Routes } from 'react-router-dom';
import AdminShell from './AdminShell';

const Shell = () => (
  <Routes>
    <Route path="/admin/*" element={<AdminShell />} />
  </Routes>
);

configure({ asyncUtilTimeout: 8000 });

const as = (role: Role) => toCurrentUser({ ...sampleRegistered.user!, role });
const overview = {
  counts: [
    { key: 'tasks.open', labelKey: 'tasks:admin.openTasks', count: 12 },
    { key: 'tasks.needsReview', labelKey: 'tasks:admin.awaitingReview', count: 3, view: 'tasks/review' },
    { key: 'actions.pending', labelKey: 'actions:admin.pending', count: 2, view: 'actions/pending' },
  ],
};

describe('AdminShell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses cleaners', () => {
    renderWithProviders(<Shell />, { user: as('cleaner'), route: '/admin' });
    expect(screen.getByText('Only moderators and admins can open the moderation area.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a moderator gets the moderator pages only, and the overview counts with links', async () => {
    stubFetch({ 'GET /api/admin/overview': overview });
    renderWithProviders(<Shell />, { user: as('moderator'), route: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Moderation menu' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Overview', 'Review queue', "'Already cleaned' marks", 'Pending submissions', 'Users', 'Photo moderation', 'Overdue spots']);
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    const review = await screen.findByRole('link', { name: /3 Completions awaiting review/ });
    expect(review.getAttribute('href')).toBe('/admin/tasks/review');
    expect(screen.getByText('Open tasks')).toBeTruthy();
  });

  it('an admin also gets donations, the audit log and embed partners; a page opens inside the shell', async () => {
    stubFetch({ 'GET /api/admin/donations': { donations: [], totals: { count: 0, coins: 0, xp: 0 } } });
    renderWithProviders(<Shell />, { user: as('admin'), route: '/admin/admin/donations' });
    const nav = screen.getByRole('navigation', { name: 'Moderation menu' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Overview', 'Review queue', "'Already cleaned' marks", 'Pending submissions', 'Users', 'Guest donations', 'Audit log', 'Photo moderation', 'Embed partners', 'Overdue spots', 'City filings']);
    expect(within(nav).getByRole('link', { name: 'Guest donations' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest donations' })).toBeTruthy();
  });

  it('a moderator opening an admin-only page is told it is not for their role', async () => {
    stubFetch({});
    renderWithProviders(<Shell />, { user: as('moderator'), route: '/admin/admin/audit' });
    expect(await screen.findByText('This page does not exist, or your role cannot open it.')).toBeTruthy();
  });

  it('German texts', async () => {
    stubFetch({ 'GET /api/admin/overview': { counts: [] } });
    const { store } = renderWithProviders(<Shell />, { user: as('moderator'), route: '/admin' });
    act(() => void store.dispatch(setLanguage('de')));
    expect(await screen.findByRole('navigation', { name: 'Moderationsmenü' })).toBeTruthy();
    expect(await screen.findByText('Noch nichts zu zählen.')).toBeTruthy();
  });
});
