// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { PartnerSpotDto } from '../contract';
import PartnerSpots from './PartnerSpots';

const P = '11111111-1111-4111-8111-111111111111';
const spot = (patch: Partial<PartnerSpotDto> = {}): PartnerSpotDto => ({
  id: 's1',
  latitude: 51.4828,
  longitude: 11.9697,
  radiusM: 100,
  everyWeeks: 2,
  adopter: { kind: 'partner', name: 'City' },
  state: 'active',
  startedAt: '2026-11-01T10:00:00.000Z',
  nextDueAt: '2026-11-29T10:00:00.000Z',
  lastVisitAt: '2026-11-10T10:00:00.000Z',
  onTime: true,
  visits: 3,
  missedTotal: 1,
  ...patch,
});

afterEach(() => vi.unstubAllGlobals());

describe('PartnerSpots (the impact page’s slot)', () => {
  it('lists the partner’s spots with visits on time, missed cycles and the last visit', async () => {
    stubFetch({ [`GET /api/adoptions/partners/${P}`]: { adoptions: [spot(), spot({ id: 's2', visits: 1, missedTotal: 0, onTime: false, lastVisitAt: null })] } });
    renderWithProviders(<PartnerSpots partnerId={P} />, { route: `/partners/${P}/impact` });
    expect(screen.getByRole('heading', { level: 2, name: 'Adopted spots' })).toBeTruthy();
    const items = await screen.findAllByTestId('partner-spot');
    expect(within(items[0]!).getByText(/3 visits on time · 1 cycle missed · Last visit/)).toBeTruthy();
    expect(within(items[0]!).getByText('On time')).toBeTruthy();
    expect(within(items[1]!).getByText('1 visit on time · 0 cycles missed · No visit yet')).toBeTruthy();
    expect(within(items[1]!).getByText('Visit missed')).toBeTruthy();
  });

  it('says when the partner has no spots', async () => {
    stubFetch({ [`GET /api/adoptions/partners/${P}`]: { adoptions: [] } });
    renderWithProviders(<PartnerSpots partnerId={P} />, { route: `/partners/${P}/impact` });
    expect(await screen.findByText('No adopted spots yet.')).toBeTruthy();
  });
});
