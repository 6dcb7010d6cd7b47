// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { OverdueAdoptionDto } from '../contract';
import OverdueSpots from './OverdueSpots';

const spot = (patch: Partial<OverdueAdoptionDto> = {}): OverdueAdoptionDto => ({
  id: 's1',
  latitude: 51.4828,
  longitude: 11.9697,
  radiusM: 100,
  everyWeeks: 2,
  adopter: { kind: 'team', name: 'River crew' },
  state: 'active',
  startedAt: '2026-11-01T10:00:00.000Z',
  nextDueAt: '2026-11-29T10:00:00.000Z',
  lastVisitAt: null,
  onTime: false,
  missedCycles: 1,
  ...patch,
});

afterEach(() => vi.unstubAllGlobals());

describe('OverdueSpots (admin)', () => {
  it('lists the overdue spots with the cycles missed', async () => {
    stubFetch({ 'GET /api/admin/adoptions/overdue': { adoptions: [spot(), spot({ id: 's2', missedCycles: 0, onTime: true })] } });
    renderWithProviders(<OverdueSpots />, { route: '/admin/overdue-spots', user: sampleRegistered });
    expect(screen.getByRole('heading', { level: 1, name: 'Overdue spots' })).toBeTruthy();
    const items = await screen.findAllByTestId('overdue-spot');
    expect(within(items[0]!).getByText(/1 cycle missed · Every 2 weeks · radius 100 m · River crew · No visit yet/)).toBeTruthy();
    expect(within(items[1]!).getByText(/Cycle ended, not counted yet/)).toBeTruthy();
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    stubFetch({ 'GET /api/admin/adoptions/overdue': () => (fail ? Response.json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }) : Response.json({ adoptions: [] })) });
    renderWithProviders(<OverdueSpots />, { route: '/admin/overdue-spots', user: sampleRegistered });
    expect(await screen.findByText('Could not load the overdue spots: Database unavailable', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No spot is overdue.')).toBeTruthy();
  });
});
