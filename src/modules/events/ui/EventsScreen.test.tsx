// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import EventsScreen, { type EventsScreenProps } from './EventsScreen';
import { HOUR, OTHER_EVENT_ID, sampleEvent } from './fixtures';

const NOW = new Date();
const DEFAULT_POINT = 'latitude=51.4828&longitude=11.9697&radiusKm=25';

function renderList(props: EventsScreenProps = { permission: 'prompt' }, user = sampleRegistered, route = '/events') {
  return renderWithProviders(
    <Routes>
      <Route path="/events" element={<EventsScreen {...props} />} />
    </Routes>,
    { route, user },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('EventsScreen (/events)', () => {
  it('lists upcoming events near the default point as cards with time, place, places and the caller’s place', async () => {
    const joined = sampleEvent(NOW, { id: OTHER_EVENT_ID, title: 'Park cleanup', location: null, spotsLeft: 0, partner: null, me: { joined: true, checkedIn: false, organiser: false } });
    const calls = stubFetch({ 'GET /api/events': { events: [sampleEvent(NOW), joined] } });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Cleanup events' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading events');
    const cards = await screen.findAllByTestId('event-card');
    expect(calls.map((c) => c.url)).toEqual([`/api/events?${DEFAULT_POINT}&when=upcoming`]);
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Riverbank cleanup' })).toBeTruthy();
    expect(first.getByText('At the Giebichenstein bridge')).toBeTruthy();
    expect(first.getByText('With Green NGO')).toBeTruthy();
    expect(first.getByText('13 spots left')).toBeTruthy();
    const time = cards[0]!.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(sampleEvent(NOW).startsAt);
    expect(time.textContent).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).formatRange(new Date(sampleEvent(NOW).startsAt), new Date(sampleEvent(NOW).endsAt)));
    expect(first.getByRole('link', { name: /^Riverbank cleanup/ }).getAttribute('href')).toBe(`/events/${sampleEvent(NOW).id}`);
    const second = within(cards[1]!);
    expect(second.getByText('Full')).toBeTruthy();
    expect(second.getByText('Joined')).toBeTruthy();
    expect(second.getByText('51.48280, 11.96970')).toBeTruthy();
    expect(screen.getByText('Within 25 km of the city centre (allow location access to see events near you)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create event' }).getAttribute('href')).toBe('/events/new');
  });

  it('asks near the device when location access is already granted', async () => {
    const calls = stubFetch({ 'GET /api/events': { events: [sampleEvent(NOW)] } });
    renderList({ permission: 'granted', geolocation: fakeGeolocation({ latitude: 52.52001, longitude: 13.40499 }).geolocation });
    await screen.findAllByTestId('event-card');
    expect(calls.map((c) => c.url)).toEqual(['/api/events?latitude=52.52&longitude=13.405&radiusKm=25&when=upcoming']);
    expect(screen.getByText('Within 25 km of your position')).toBeTruthy();
  });

  it('shows the past tab (kept in the URL) and its empty state', async () => {
    const calls = stubFetch({ 'GET /api/events': (req: RecordedCall) => Response.json({ events: req.url.includes('when=past') ? [] : [sampleEvent(NOW)] }) });
    const ue = userEvent.setup();
    renderList();
    await screen.findAllByTestId('event-card');
    await ue.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past events near you.')).toBeTruthy();
    expect(calls.at(-1)!.url).toBe(`/api/events?${DEFAULT_POINT}&when=past`);
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows ended events with how many joined', async () => {
    stubFetch({ 'GET /api/events': { events: [sampleEvent(new Date(NOW.getTime() - 72 * HOUR), { status: 'ended' })] } });
    renderList(undefined, sampleRegistered, '/events?when=past');
    const card = await screen.findByTestId('event-card');
    expect(within(card).getByText('7 people joined')).toBeTruthy();
    expect(within(card).queryByText('13 spots left')).toBeNull();
  });

  it('invites to organise one when there are none, and loads again after an error', async () => {
    let fail = true;
    stubFetch({ 'GET /api/events': () => (fail ? Response.json({ error: 'The database is not available right now.', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }) : Response.json({ events: [] })) });
    const ue = userEvent.setup();
    renderList();
    expect(await screen.findByText('Could not load the events: The database is not available right now.')).toBeTruthy();
    fail = false;
    await ue.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No events near you yet — organise one!')).toBeTruthy();
  });

  it('tells guests why they cannot create events and how to create a profile', async () => {
    stubFetch({ 'GET /api/events': { events: [] } });
    renderList(undefined, sampleGuest);
    await screen.findByText('No events near you yet — organise one!');
    expect(screen.queryByRole('link', { name: 'Create event' })).toBeNull();
    expect(screen.getByText('Only registered people can organise and join events')).toBeTruthy();
    expect(screen.getByText(/open the profile menu at the top right and choose 'Create Profile'/)).toBeTruthy();
  });

  it('is in German too', async () => {
    stubFetch({ 'GET /api/events': { events: [sampleEvent(NOW)] } });
    const { i18n } = renderList();
    await screen.findAllByTestId('event-card');
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Aufräumaktionen' })).toBeTruthy();
    expect(screen.getByText('Noch 13 Plätze frei')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vergangen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aktion erstellen' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Mit Green NGO')).toBeTruthy());
  });
});
