// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import type { AdoptionDto } from '../contract';
import SpotsScreen from './SpotsScreen';

function sampleSpot(patch: Partial<AdoptionDto> = {}): AdoptionDto {
  return {
    id: 's1',
    latitude: 51.4828,
    longitude: 11.9697,
    radiusM: 100,
    everyWeeks: 2,
    adopter: { kind: 'person', name: 'Ada' },
    state: 'active',
    startedAt: '2026-11-01T10:00:00.000Z',
    nextDueAt: '2026-11-15T10:00:00.000Z',
    lastVisitAt: null,
    onTime: true,
    mine: true,
    ...patch,
  };
}

function renderScreen(props: Parameters<typeof SpotsScreen>[0] = {}, user = sampleRegistered, route = '/spots') {
  return renderWithProviders(<SpotsScreen {...props} />, { route, user });
}

afterEach(() => vi.unstubAllGlobals());

describe('SpotsScreen (/spots)', () => {
  it('lists the person’s spots with their schedule, whether they are on time, and the last visit', async () => {
    stubFetch({ 'GET /api/adoptions/mine': { adoptions: [sampleSpot(), sampleSpot({ id: 's2', everyWeeks: 1, onTime: false, adopter: { kind: 'team', name: 'River crew' }, lastVisitAt: '2026-11-03T10:00:00.000Z' })] } });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'My spots' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your spots');
    const items = await screen.findAllByTestId('spot-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(/Every 2 weeks · radius 100 m · you/)).toBeTruthy();
    expect(within(items[0]!).getByText('On time')).toBeTruthy();
    expect(within(items[0]!).getByText(/No visit yet/)).toBeTruthy();
    expect(within(items[1]!).getByText(/Every week · radius 100 m · River crew/)).toBeTruthy();
    expect(within(items[1]!).getByText('Visit missed')).toBeTruthy();
    expect(within(items[1]!).getByText(/Last visit/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Adopt a spot' })).toBeTruthy();
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    stubFetch({ 'GET /api/adoptions/mine': () => (fail ? Response.json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }) : Response.json({ adoptions: [] })) });
    renderScreen();
    expect(await screen.findByText('Could not load your spots: Database unavailable', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No spots yet. Adopt one below.')).toBeTruthy();
  });

  it('tells guests to create their profile first and asks the server nothing', async () => {
    const calls = stubFetch({});
    renderScreen({}, sampleGuest);
    expect(screen.getByText('Create your profile first: only registered accounts can adopt a spot.')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/adoptions'))).toEqual([]);
  });

  it('adopts a spot from the place in the link; checks the fields first and shows the server’s refusal', async () => {
    let answer: Response = Response.json(sampleSpot({ id: 's9', latitude: 51.5, longitude: 12.1 }), { status: 201 });
    const calls = stubFetch({ 'GET /api/adoptions/mine': { adoptions: [] }, 'POST /api/adoptions': () => answer });
    const user = userEvent.setup();
    renderScreen({}, sampleRegistered, '/spots?lat=51.5&lon=12.1');
    await screen.findByText('No spots yet. Adopt one below.');
    expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe('51.5');
    const radius = screen.getByRole('textbox', { name: 'Radius in metres (25 to 500)' });
    await user.clear(radius);
    await user.type(radius, '600');
    await user.click(screen.getByRole('button', { name: 'Adopt this spot' }));
    expect(await screen.findByText(/Choose a whole number of metres between 25 and 500\./)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(radius);
    await user.type(radius, '150');
    await user.click(screen.getByRole('button', { name: 'Adopt this spot' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ latitude: 51.5, longitude: 12.1, radiusM: 150, everyWeeks: 2 }]));

    answer = Response.json({ error: 'Someone has already adopted most of this spot.', code: 'ADOPTION_OVERLAP' }, { status: 409 });
    await user.click(screen.getByRole('button', { name: 'Adopt this spot' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not adopt the spot: Someone has already adopted most of this spot.');
  });

  it('places the spot at the device’s location', async () => {
    stubFetch({ 'GET /api/adoptions/mine': { adoptions: [] } });
    renderScreen({ geolocation: fakeGeolocation({ latitude: 52.52001, longitude: 13.40499 }).geolocation });
    await screen.findByText('No spots yet. Adopt one below.');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe('52.52001'));
    expect((screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value).toBe('13.40499');
  });

  it('gives a spot up after a confirmation', async () => {
    let spots = [sampleSpot()];
    const calls = stubFetch({
      'GET /api/adoptions/mine': () => Response.json({ adoptions: spots }),
      'DELETE /api/adoptions/s1': () => {
        spots = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findAllByTestId('spot-item');
    await user.click(screen.getByRole('button', { name: 'Give up the spot at 51.48280, 11.96970' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give up this spot?' });
    await user.click(within(dialog).getByRole('button', { name: 'Give up' }));
    expect(await screen.findByText('No spots yet. Adopt one below.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/adoptions/s1']);
  });

  it('speaks German', async () => {
    stubFetch({ 'GET /api/adoptions/mine': { adoptions: [sampleSpot()] } });
    const { store } = renderScreen();
    act(() => void store.dispatch(setLanguage('de')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Orte' })).toBeTruthy();
    const [item] = await screen.findAllByTestId('spot-item');
    expect(within(item!).getByText(/Alle 2 Wochen · Radius 100 m · du/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diesen Ort adoptieren' })).toBeTruthy();
  });
});
