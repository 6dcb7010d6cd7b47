// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import { AREA_LIMIT, type AreaDto } from '../contract';
import AreasScreen from './AreasScreen';
import { sampleArea } from './fixtures';

function renderScreen(props: Parameters<typeof AreasScreen>[0] = {}, user = sampleRegistered) {
  return renderWithProviders(<AreasScreen {...props} />, { route: '/areas', user });
}

const listOf = (areas: AreaDto[]) => ({ areas, limit: AREA_LIMIT });

afterEach(() => vi.unstubAllGlobals());

describe('AreasScreen (/areas)', () => {
  it('lists the person’s areas with their radius, and says where news arrives', async () => {
    stubFetch({ 'GET /api/areas': listOf([sampleArea(), sampleArea({ id: 'a2', name: 'Work', radiusM: 500 })]) });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Area alerts' })).toBeTruthy();
    expect(screen.getByText(/you hear of it in your notifications \(the bell at the top\)/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your areas');
    const items = await screen.findAllByTestId('area-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Home')).toBeTruthy();
    expect(within(items[0]!).getByText('Radius 2.5 km · 51.48280, 11.96970')).toBeTruthy();
    expect(within(items[1]!).getByText('Radius 500 m · 51.48280, 11.96970')).toBeTruthy();
    expect(screen.getByText(`2 of ${AREA_LIMIT} areas`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Add an area' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Radius: 1 km' })).toBeTruthy();
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    stubFetch({ 'GET /api/areas': () => (fail ? Response.json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }) : Response.json(listOf([]))) });
    renderScreen();
    expect(await screen.findByText('Could not load your areas: Database unavailable', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No areas yet. Add one below.')).toBeTruthy();
  });

  it('tells guests to create their profile first and asks the server nothing', async () => {
    const calls = stubFetch({});
    renderScreen({}, sampleGuest);
    expect(screen.getByText('Create your profile first: only registered accounts can set up area alerts.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add an area' })).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/areas'))).toEqual([]);
  });

  it('adds an area from typed coordinates (the keyboard way), a radius and a name; checks the fields first', async () => {
    const added = sampleArea({ id: 'a9', name: 'River park', latitude: 51.5, longitude: 12.1, radiusM: 1500 });
    let areas: AreaDto[] = [];
    const calls = stubFetch({
      'GET /api/areas': () => Response.json(listOf(areas)),
      'POST /api/areas': () => {
        areas = [added];
        return Response.json(added, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('No areas yet. Add one below.');
    await user.click(screen.getByRole('button', { name: 'Add area' }));
    expect(await screen.findByText('Give the area a name.')).toBeTruthy();
    expect(screen.getByText('Enter a latitude between -90 and 90.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '51.5');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '12,1');
    const slider = screen.getByRole('slider', { name: 'Radius: 1 km' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('slider', { name: 'Radius: 1.5 km' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  River park ');
    await user.click(screen.getByRole('button', { name: 'Add area' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'River park', latitude: 51.5, longitude: 12.1, radiusM: 1500 }]));
    expect(await screen.findByText('River park')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(''));
  });

  it('places the centre at the device’s location', async () => {
    stubFetch({ 'GET /api/areas': listOf([]) });
    renderScreen({ geolocation: fakeGeolocation({ latitude: 52.52001, longitude: 13.40499 }).geolocation });
    await screen.findByText('No areas yet. Add one below.');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe('52.52001'));
    expect((screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value).toBe('13.40499');
  });

  it('shows the server’s limit answer on the form, and no form once the limit is reached', async () => {
    stubFetch({
      'GET /api/areas': listOf([sampleArea()]),
      'POST /api/areas': () => Response.json({ error: 'limit', code: 'AREA_LIMIT' }, { status: 409 }),
    });
    const user = userEvent.setup();
    const { unmount } = renderScreen();
    await screen.findAllByTestId('area-item');
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '51.5');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Park');
    await user.click(screen.getByRole('button', { name: 'Add area' }));
    expect(await screen.findByText(`You already have ${AREA_LIMIT} areas. Delete one to add another.`)).toBeTruthy();
    unmount();

    stubFetch({ 'GET /api/areas': listOf(Array.from({ length: AREA_LIMIT }, (_, i) => sampleArea({ id: `a${i}`, name: `Area ${i}` }))) });
    renderScreen();
    expect(await screen.findByText(`You have ${AREA_LIMIT} areas, the most you can keep. Delete one to add another.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add area' })).toBeNull();
  });

  it('deletes an area after a confirmation; cancelling keeps it', async () => {
    let areas = [sampleArea(), sampleArea({ id: 'a2', name: 'Work' })];
    const calls = stubFetch({
      'GET /api/areas': () => Response.json(listOf(areas)),
      'DELETE /api/areas/a2': () => {
        areas = areas.filter((a) => a.id !== 'a2');
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findAllByTestId('area-item');
    await user.click(screen.getByRole('button', { name: 'Delete Work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this area?' });
    expect(within(dialog).getByText('You will no longer hear of new tasks and events in “Work”.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Work' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('area-item')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/areas/a2']);
  });

  it('speaks German', async () => {
    stubFetch({ 'GET /api/areas': listOf([sampleArea({ radiusM: 2500 })]) });
    const { store } = renderScreen();
    act(() => void store.dispatch(setLanguage('de')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gebietsbenachrichtigungen' })).toBeTruthy();
    const [item] = await screen.findAllByTestId('area-item');
    expect(within(item!).getByText('Radius 2,5 km · 51.48280, 11.96970')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home löschen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Gebiet hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Radius: 1 km' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meinen Standort verwenden' })).toBeTruthy();
  });
});
