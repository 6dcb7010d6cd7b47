// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../client/fake-xhr';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch, type FetchRoutes } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { EventDetailDto } from '../contract';
import EventScreen from './EventScreen';
import { EVENT_ID, HOUR, runningAsOrganiser, sampleDetail } from './fixtures';

const NOW = new Date();
/** Texts on the page, not the screen-reader announcements (which say the same). */
const PAGE = { ignore: '[aria-live] p, script, style' };
const URL = `/api/events/${EVENT_ID}`;
const AT_POINT = fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 8 }).geolocation;

function renderEvent(routes: FetchRoutes, { user = sampleRegistered, geolocation = AT_POINT } = {}) {
  const calls = stubFetch(routes);
  const ue = userEvent.setup();
  const result = renderWithProviders(
    <Routes>
      <Route path="/events/:id" element={<EventScreen geolocation={geolocation} />} />
    </Routes>,
    { route: `/events/${EVENT_ID}`, user },
  );
  return { ...result, calls, ue };
}

/** A joined, running event (check-in open). */
const running = (patch: Partial<EventDetailDto> = {}) =>
  sampleDetail(NOW, {
    startsAt: new Date(NOW.getTime() - HOUR / 2).toISOString(),
    endsAt: new Date(NOW.getTime() + HOUR).toISOString(),
    status: 'running',
    me: { joined: true, checkedIn: false, organiser: false },
    ...patch,
  });

beforeEach(() => {
  FakeXhr.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('EventScreen (/events/:id)', () => {
  it('shows when and where, the places, the calendar file and the open tasks nearby', async () => {
    renderEvent({ [`GET ${URL}`]: sampleDetail(NOW) });
    expect(screen.getByRole('status').textContent).toBe('Loading the event');
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverbank cleanup' })).toBeTruthy();
    expect(screen.getByText('At the Giebichenstein bridge')).toBeTruthy();
    expect(screen.getByText('Organised by Olga Organiser')).toBeTruthy();
    expect(screen.getByText('13 of 20 spots left')).toBeTruthy();
    expect(screen.getByText(/Meeting point: 51\.48280, 11\.96970/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(`${URL}/ics`);
    expect(await screen.findByRole('region', { name: 'Map of the meeting point' })).toBeTruthy();
    const nearby = screen.getByRole('region', { name: 'Open tasks nearby' });
    const links = within(nearby).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Plastic – Bottles under the bridge48 m away', '/tasks?task=t-1'],
      ['Glass390 m away', '/tasks?task=t-2'],
      ['Open the map', '/map'],
    ]);
    // Check-in opens 30 minutes before the start, not yet for a joined person.
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('joins at once and keeps the server’s answer', async () => {
    const joined = sampleDetail(NOW, { attendeeCount: 8, spotsLeft: 12, me: { joined: true, checkedIn: false, organiser: false } });
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { ue, calls } = renderEvent({
      [`GET ${URL}`]: () => Response.json(calls.some((c) => c.method === 'POST') ? joined : sampleDetail(NOW)),
      [`POST ${URL}/join`]: async () => {
        await gate;
        return Response.json(joined);
      },
    });
    await ue.click(await screen.findByRole('button', { name: 'Join' }));
    // Shown before the server answered.
    expect(await screen.findByText('12 of 20 spots left')).toBeTruthy();
    expect(screen.getByText('You joined this event', PAGE)).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${URL}/join`]);
  });

  it('puts the old state back and says so when the last place went to someone else', async () => {
    const { ue } = renderEvent({
      [`GET ${URL}`]: sampleDetail(NOW, { spotsLeft: 1, attendeeCount: 19 }),
      [`POST ${URL}/join`]: () => Response.json({ error: 'This event is full.', code: 'EVENT_FULL' }, { status: 409 }),
    });
    await ue.click(await screen.findByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This event is full');
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
    expect(screen.getByText('1 of 20 spots left')).toBeTruthy();
  });

  it('tells guests to create a profile instead of offering Join', async () => {
    renderEvent({ [`GET ${URL}`]: sampleDetail(NOW, { me: null }) }, { user: sampleGuest });
    expect(await screen.findByText(/Create a profile to join this event/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('checks in with the browser’s position while check-in is open', async () => {
    const { ue, calls } = renderEvent({
      [`GET ${URL}`]: () => Response.json(running({ me: { joined: true, checkedIn: calls.some((c) => c.url.endsWith('/check-in')), organiser: false } })),
      [`POST ${URL}/check-in`]: { checkedInAt: NOW.toISOString() },
    });
    await ue.click(await screen.findByRole('button', { name: 'Check in' }));
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(NOW);
    expect(await screen.findByText(`Checked in at ${time}`, PAGE)).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/check-in'))!.body).toEqual({ latitude: 51.4828, longitude: 11.9697 });
    expect(await screen.findByText('You are checked in.', PAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
  });

  it('says clearly when the person is too far away or check-in is not open', async () => {
    let answer = () => Response.json({ error: 'Too far', code: 'CHECK_IN_TOO_FAR', details: { distanceM: 812.4, maxM: 250 } }, { status: 422 });
    const { ue } = renderEvent({ [`GET ${URL}`]: running(), [`POST ${URL}/check-in`]: () => answer() });
    await ue.click(await screen.findByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too far from the meeting point (812 m; at most 250 m)');
    const opensAt = new Date(NOW.getTime() + HOUR);
    answer = () => Response.json({ error: 'Not open', code: 'CHECK_IN_NOT_OPEN', details: { opensAt: opensAt.toISOString(), closesAt: new Date(NOW.getTime() + 3 * HOUR).toISOString() } }, { status: 409 });
    await ue.click(screen.getByRole('button', { name: 'Check in' }));
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(opensAt);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Check-in opens at ${time}`));
  });

  it('says when the position is not available', async () => {
    const { ue, calls } = renderEvent({ [`GET ${URL}`]: running() }, { geolocation: fakeGeolocation({ code: 1 }).geolocation });
    await ue.click(await screen.findByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not get your location: Location permission denied/);
    expect(calls.some((c) => c.url.endsWith('/check-in'))).toBe(false);
  });

  it('gives the organiser the summary form after the start: photos with progress, then the figures once', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let saved = false;
    const withSummary = runningAsOrganiser(NOW, {
      photoCount: 1,
      summary: { bags: 12, kg: 48.5, areaM2: 1500, attendeesPresent: 3, photoIds: ['p-1'], submittedAt: NOW.toISOString(), rewards: { paid: 0, waiting: 2, blockedBy: 'not_ended' } },
    });
    const { ue, calls } = renderEvent({
      [`GET ${URL}`]: () => Response.json(saved ? withSummary : runningAsOrganiser(NOW)),
      [`POST ${URL}/summary`]: () => {
        saved = true;
        return Response.json(withSummary);
      },
    });
    const form = await screen.findByRole('region', { name: 'Summary' });
    expect(screen.getByText('You organise this event.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();

    // The photo goes first, with its progress.
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cleanup.jpg', { type: 'image/jpeg' });
    await ue.upload(within(form).getByLabelText('Add a photo'), file);
    // Issue 39: the photo is shown (checked for faces on the phone) and goes on 'Upload this photo'.
    await ue.click(await within(form).findByRole('button', { name: 'Upload this photo' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe(`${URL}/photos`);
    expect((xhr.body as FormData).get('photo')).toBeInstanceOf(File);
    act(() => xhr.progress(40, 100));
    expect(await within(form).findByText('Uploading photo… 40 %')).toBeTruthy();
    act(() => xhr.respond(201, { photoId: 'p-1' }));
    expect(await within(form).findByText('Photo uploaded')).toBeTruthy();
    expect(within(screen.getByTestId('announcer-polite')).getByText('Photo uploaded')).toBeTruthy();

    await ue.click(within(form).getByRole('button', { name: 'Save summary' }));
    expect(within(form).getByText('Bags must be a whole number from 0 to 1000')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/summary'))).toBe(false);

    await ue.type(within(form).getByLabelText(/Bags collected/), '12');
    await ue.type(within(form).getByLabelText(/Weight/), '48.5');
    await ue.type(within(form).getByLabelText(/Area cleaned/), '1500');
    await ue.click(within(form).getByRole('button', { name: 'Save summary' }));
    expect(await within(form).findByText('3 people were there')).toBeTruthy();
    expect(within(form).getByText('12 bags · 48.5 kg · 1,500 m²')).toBeTruthy();
    expect(within(form).getByText('Attendees are rewarded when the organiser saves the summary after the end of the cleanup.')).toBeTruthy();
    expect(within(form).getByRole('img', { name: 'Photo 1 of the cleanup' }).getAttribute('src')).toBe('/api/photos/p-1/thumb');
    const save = calls.find((c) => c.url.endsWith('/summary'))!;
    expect(save.body).toEqual({ bags: 12, kg: 48.5, areaM2: 1500 });
    expect(save.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(screen.getByTestId('announcer-polite')).getByText('Summary saved')).toBeTruthy();
  });

  it('shows everyone the summary of an ended event', async () => {
    renderEvent({
      [`GET ${URL}`]: sampleDetail(NOW, {
        startsAt: new Date(NOW.getTime() - 5 * HOUR).toISOString(),
        endsAt: new Date(NOW.getTime() - 3 * HOUR).toISOString(),
        status: 'ended',
        summary: { bags: 1, kg: 2, areaM2: 30, attendeesPresent: 1, photoIds: [], submittedAt: NOW.toISOString(), rewards: { paid: 0, waiting: 0, blockedBy: 'too_few_present' } },
      }),
    });
    expect(await screen.findByText('1 person was there')).toBeTruthy();
    expect(screen.getByText('Rewards need at least 2 people besides the organiser checked in at the meeting point.')).toBeTruthy();
    expect(screen.getAllByText('This event has ended').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('tells a missing event from a failure', async () => {
    renderEvent({ [`GET ${URL}`]: () => Response.json({ error: 'No such event.', code: 'EVENT_NOT_FOUND' }, { status: 404 }) });
    expect(await screen.findByText('There is no such event. It may have been removed.')).toBeTruthy();
  });

  it('is in German too', async () => {
    const { i18n } = renderEvent({ [`GET ${URL}`]: running() });
    await screen.findByRole('button', { name: 'Check in' });
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('button', { name: 'Einchecken' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Kalender hinzufügen' })).toBeTruthy();
    expect(screen.getByText('13 von 20 Plätzen frei')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Offene Aufgaben in der Nähe' })).toBeTruthy();
  });
});
