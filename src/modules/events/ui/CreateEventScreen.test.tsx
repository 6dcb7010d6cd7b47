// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch, type FetchRoutes } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import CreateEventScreen from './CreateEventScreen';
import { EVENT_ID, HOUR, sampleEvent } from './fixtures';
import { toLocalInput } from './format';

const NOW = new Date();
const PAGE = { ignore: '[aria-live] p, script, style' };

function EventPage() {
  const { id } = useParams();
  return <p>Event page {id}</p>;
}

function renderForm(routes: FetchRoutes = {}, user = sampleRegistered, geolocation: Geolocation | null = fakeGeolocation({ latitude: 51.49, longitude: 11.97 }).geolocation) {
  const calls = stubFetch(routes);
  const ue = userEvent.setup();
  const result = renderWithProviders(
    <Routes>
      <Route path="/events/new" element={<CreateEventScreen permission="prompt" geolocation={geolocation} now={() => NOW} />} />
      <Route path="/events/:id" element={<EventPage />} />
    </Routes>,
    { route: '/events/new', user },
  );
  return { ...result, calls, ue };
}

const setDate = (label: RegExp, at: Date) => fireEvent.change(screen.getByLabelText(label), { target: { value: toLocalInput(at) } });
/** Types a whole value at once (typing key by key re-renders the form per key, slow under load). */
const fill = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

afterEach(() => vi.unstubAllGlobals());

describe('CreateEventScreen (/events/new)', { timeout: 60_000 }, () => {
  it('creates an event at a typed meeting point and opens its page', async () => {
    const { ue, calls } = renderForm({ 'POST /api/events': () => Response.json(sampleEvent(NOW), { status: 201 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Create event' })).toBeTruthy();
    fill(/^Title/, 'Riverbank cleanup');
    fill(/^Description/, 'Gloves provided.');
    fill(/^Latitude/, '51.4828');
    fill(/^Longitude/, '11.9697');
    fill(/^Meeting place/, 'At the bridge');
    const start = new Date(NOW.getTime() + 3 * HOUR);
    start.setSeconds(0, 0);
    setDate(/^Start/, start);
    setDate(/^End/, new Date(start.getTime() + 2 * HOUR));
    fill(/^Capacity/, '15');
    await ue.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText(`Event page ${EVENT_ID}`)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/events');
    expect(post.body).toEqual({
      title: 'Riverbank cleanup',
      description: 'Gloves provided.',
      latitude: 51.4828,
      longitude: 11.9697,
      location: 'At the bridge',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
      capacity: 15,
    });
  });

  it('starts at the next full hour for two hours with 20 places, and takes the device position on request', async () => {
    const { ue } = renderForm();
    const next = new Date(NOW);
    next.setMinutes(0, 0, 0);
    next.setTime(next.getTime() + HOUR);
    expect(screen.getByLabelText(/^Start/)).toHaveProperty('value', toLocalInput(next));
    expect(screen.getByLabelText(/^End/)).toHaveProperty('value', toLocalInput(new Date(next.getTime() + 2 * HOUR)));
    expect(screen.getByLabelText(/^Capacity/)).toHaveProperty('value', '20');
    expect(await screen.findByRole('region', { name: 'Map: click or tap to place the meeting point' })).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByLabelText(/^Latitude/)).toHaveProperty('value', '51.49000'));
    expect(screen.getByLabelText(/^Longitude/)).toHaveProperty('value', '11.97000');
    expect(screen.getByTestId('announcer-polite').textContent).toContain('Meeting point set to your location');
  });

  it('checks the fields with the server’s rules before sending', async () => {
    const { ue, calls } = renderForm();
    setDate(/^Start/, new Date(NOW.getTime() - 2 * HOUR));
    setDate(/^End/, new Date(NOW.getTime() - 3 * HOUR));
    await ue.click(screen.getByRole('button', { name: 'Create event' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Pick the meeting point on the map or type its latitude')).toBeTruthy();
    expect(screen.getByText('The start may be at most 1 hour in the past')).toBeTruthy();
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    setDate(/^Start/, new Date(NOW.getTime() + HOUR));
    setDate(/^End/, new Date(NOW.getTime() + 14 * HOUR));
    fill(/^Title/, 'ab');
    fill(/^Capacity/, '0');
    expect(screen.getByText('A cleanup lasts at most 12 hours')).toBeTruthy();
    expect(screen.getByText('Title must be 3 to 120 characters')).toBeTruthy();
    expect(screen.getByText('Capacity must be a whole number from 1 to 1000')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s field errors at their fields and other refusals above the button', async () => {
    let answer = () => Response.json({ error: 'Please check: The start lies more than an hour in the past', code: 'EVENT_START_IN_PAST' }, { status: 422 });
    const { ue } = renderForm({ 'POST /api/events': () => answer() });
    fill(/^Title/, 'Park cleanup');
    fill(/^Latitude/, '51.48');
    fill(/^Longitude/, '11.97');
    await ue.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Please check: The start lies more than an hour in the past')).toBeTruthy();

    answer = () => Response.json({ error: 'Please check: Title is required', code: 'VALIDATION_FAILED', details: { fields: [{ field: 'title', message: 'Title is required' }] } }, { status: 400 });
    await ue.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();

    answer = () => Response.json({ error: 'Only registered people can do this.', code: 'REGISTERED_ONLY' }, { status: 403 });
    fill(/^Title/, 'Park cleanup!');
    await ue.click(screen.getByRole('button', { name: 'Create event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only registered people can create events. Create a profile first.');
  });

  it('tells guests how to register instead of showing the form', () => {
    renderForm({}, sampleGuest);
    expect(screen.queryByRole('button', { name: 'Create event' })).toBeNull();
    expect(screen.getByText(/Only registered people can organise and join events/, PAGE)).toBeTruthy();
  });

  it('is in German too', async () => {
    const { ue, i18n } = renderForm();
    // The store has started (rehydrated) once the map's chunk is there; then the language may change.
    await screen.findByRole('region', { name: 'Map: click or tap to place the meeting point' });
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktion erstellen' })).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: 'Aktion erstellen' }));
    expect(screen.getByText('Der Titel fehlt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meinen Standort verwenden' })).toBeTruthy();
  });
});
