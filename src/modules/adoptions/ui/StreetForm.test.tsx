// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { AdoptionDto } from '../contract';
import { AdoptSpotForm } from './AdoptSpotForm';
import PartnerSpots from './PartnerSpots';
import SpotsScreen from './SpotsScreen';
import { sampleRegistered } from '../../../client/session/sample-users';

// jsdom has no layout: every element gets a phone map's size, so Leaflet has a view and taps have a place.
const SIZE = { clientWidth: 390, clientHeight: 675, offsetWidth: 390, offsetHeight: 675 };
const saved = Object.keys(SIZE).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const);
beforeAll(() => {
  for (const [k, v] of Object.entries(SIZE)) Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
});
afterAll(() => {
  for (const [k, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
});
afterEach(() => vi.unstubAllGlobals());

const street = (patch: Partial<AdoptionDto> = {}): AdoptionDto => ({
  id: 'st',
  latitude: 51.4828,
  longitude: 11.9697,
  radiusM: 30,
  path: [
    [11.965, 51.4828],
    [11.975, 51.4828],
  ],
  lengthM: 1240,
  everyWeeks: 2,
  adopter: { kind: 'person', name: 'Ada' },
  state: 'active',
  startedAt: '2026-11-01T10:00:00.000Z',
  nextDueAt: '2026-11-15T10:00:00.000Z',
  lastVisitAt: null,
  onTime: true,
  mine: true,
  ...patch,
});

describe('adopting a street', () => {
  it('switches to drawing with the keyboard, refuses a line of one point, then sends the drawn path with the corridor', async () => {
    const calls = stubFetch({ 'GET /api/config': {}, 'POST /api/adoptions': () => Response.json(street(), { status: 201 }) });
    const user = userEvent.setup();
    renderWithProviders(<AdoptSpotForm initial={{ latitude: '51.4828', longitude: '11.9697' }} />);
    const place = screen.getByRole('radio', { name: 'A place' });
    expect((place as HTMLInputElement).checked).toBe(true);
    // Radio groups move with the arrow keys (user-event finds the group with CSS.escape, which jsdom lacks).
    vi.stubGlobal('CSS', { escape: (v: string) => v.replace(/["\\]/g, '\\$&') });
    place.focus();
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'A street' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Latitude' })).toBeNull();

    const map = await screen.findByRole('region', { name: 'Map: tap to add the street’s next point' });
    expect(screen.getByRole('slider', { name: 'Width on each side of the street' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add the map’s centre' }));
    await user.click(screen.getByRole('button', { name: 'Adopt this street' }));
    expect((await screen.findByTestId('street-error')).textContent).toContain('Draw the street with 2 to 50 points, at most 3000 m long.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    // A tap elsewhere on the map adds the second point; the status says the length.
    fireEvent.click(map.querySelector('.leaflet-container') ?? map, { clientX: 300, clientY: 200 });
    await waitFor(() => expect(screen.getByTestId('line-draw-status').textContent).toMatch(/Points: 2 · length: [1-9]\d* m/));
    await user.click(screen.getByRole('button', { name: 'Adopt this street' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')!.body as { path: [number, number][]; radiusM: number; everyWeeks: number; latitude?: number };
    expect(body.path).toHaveLength(2);
    expect(body.path[0]).toEqual([11.9697, 51.4828]);
    expect(body).toMatchObject({ radiusM: 30, everyWeeks: 2 });
    expect(body.latitude).toBeUndefined();
    expect(screen.queryByTestId('street-error')).toBeNull();
  });

  it('lists a street on My spots by its length, not a radius', async () => {
    stubFetch({ 'GET /api/adoptions/mine': { adoptions: [street()] } });
    renderWithProviders(<SpotsScreen />, { route: '/spots', user: sampleRegistered });
    const [item] = await screen.findAllByTestId('spot-item');
    expect(within(item!).getByText(/Street, 1\.2 km · visit every 2 weeks · you/)).toBeTruthy();
    expect(item!.textContent).not.toContain('radius');
  });

  it('shows a partner’s street by its length', async () => {
    stubFetch({ 'GET /api/adoptions/partners/p1': { adoptions: [{ ...street(), adopter: { kind: 'partner', name: 'Rhine' }, visits: 3, missedTotal: 0 }] } });
    renderWithProviders(<PartnerSpots partnerId="p1" />);
    const [item] = await screen.findAllByTestId('partner-spot');
    expect(item!.textContent).toContain('Street, 1.2 km');
  });
});
