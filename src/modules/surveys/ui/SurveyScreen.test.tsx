// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch, type FetchRoutes } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { createSurveySchema } from '../schemas';
import { newDraft } from './draft';
import SurveyScreen from './SurveyScreen';
import { draftStore } from './use-survey-recorder';

// Leaflet needs a real layout: the map is a list of its points here.
vi.mock('./SurveyMap', () => ({ default: ({ points }: { points: unknown[] }) => <p data-testid="survey-map">map with {points.length} points</p> }));

const TAXONOMY = {
  categories: [{ id: 'smoking', label: 'Smoking', labels: { en: 'Smoking', de: 'Rauchen' } }],
  items: [
    { id: 'smoking.butts', category: 'smoking', label: 'Cigarette butts', labels: { en: 'Cigarette butts', de: 'Zigarettenstummel' }, material: 'mixed', codes: { jList: null, ospar: null }, codesVerified: false },
    { id: 'smoking.lighter', category: 'smoking', label: 'Lighter', labels: { en: 'Lighter', de: 'Feuerzeug' }, material: 'plastic', codes: { jList: null, ospar: null }, codesVerified: false },
  ],
  materials: [],
  brands: [],
  codesVerified: false,
  codesSources: { jList: 'x', ospar: 'y' },
};

/** A GPS watch the test moves: each `move` reports a fix to every watcher. */
function movingGps() {
  const watchers = new Map<number, { ok: PositionCallback; fail?: PositionErrorCallback | null; options?: PositionOptions }>();
  let next = 1;
  const geolocation: Geolocation = {
    getCurrentPosition: () => undefined,
    watchPosition(ok, fail, options) {
      watchers.set(next, { ok, fail, options });
      return next++;
    },
    clearWatch: (id) => void watchers.delete(id),
  };
  let t = 1_000_000;
  const move = (northM: number, accuracy = 8) => {
    t += 5000;
    const fix = { coords: { latitude: 54 + northM / 111_195, longitude: 10, accuracy, altitude: null, altitudeAccuracy: null, heading: null, speed: null }, timestamp: t } as unknown as GeolocationPosition;
    act(() => watchers.forEach((w) => w.ok(fix)));
  };
  const deny = () => act(() => watchers.forEach((w) => w.fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError)));
  return { geolocation, move, deny, watchers };
}

let gps: ReturnType<typeof movingGps>;
beforeEach(async () => {
  gps = movingGps();
  Object.defineProperty(navigator, 'geolocation', { value: gps.geolocation, configurable: true });
  await draftStore().clear(sampleRegistered.userId);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

function renderScreen(routes: FetchRoutes = {}, user = sampleRegistered) {
  const calls = stubFetch({ 'GET /api/litter/taxonomy': TAXONOMY, 'GET /api/config': {}, ...routes });
  renderWithProviders(<SurveyScreen />, { route: '/surveys/new', user });
  return { calls, ue: userEvent.setup() };
}

describe('SurveyScreen (/surveys/new)', { timeout: 60_000 }, () => {
  it('tells guests to sign in instead of showing the form', () => {
    renderScreen({}, sampleGuest);
    expect(screen.getByText('Sign in to record surveys')).toBeTruthy();
    expect(screen.queryByTestId('survey-start')).toBeNull();
  });

  it('records a moving route with high accuracy, counts items and sends it once with its Idempotency-Key', async () => {
    const { calls, ue } = renderScreen({ 'POST /api/surveys': (req: { body: unknown }) => Response.json({ id: 's1', ...(req.body as object) }, { status: 201 }) });
    await ue.click(await screen.findByTestId('survey-start'));
    await waitFor(() => expect(gps.watchers.size).toBe(1));
    expect([...gps.watchers.values()][0]!.options).toMatchObject({ enableHighAccuracy: true });
    expect(screen.getByText('Waiting for your position…')).toBeTruthy();
    // jsdom has no Screen Wake Lock: the person is told to keep the screen on.
    expect(screen.getByTestId('survey-wake-unsupported').textContent).toMatch(/cannot keep the screen on/);
    gps.move(0);
    gps.move(20);
    gps.move(22); // closer than 5 m: dropped
    gps.move(60, 120); // worse than 50 m: dropped
    gps.move(100);
    await waitFor(() => expect(screen.getByTestId('survey-points').textContent).toBe('3 points'));
    expect(screen.getByTestId('survey-distance').textContent).toBe('Walked: 100 m');
    expect((await screen.findByTestId('survey-map')).textContent).toBe('map with 3 points');

    await ue.click(await screen.findByRole('button', { name: 'One more: Cigarette butts' }));
    await ue.click(screen.getByRole('button', { name: 'One more: Cigarette butts' }));
    await ue.click(screen.getByTestId('survey-stop'));
    expect(gps.watchers.size).toBe(0);
    expect((screen.getByTestId('survey-length') as HTMLInputElement).value).toBe('100');

    await ue.click(screen.getByTestId('survey-send'));
    await screen.findByTestId('survey-sent');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = posts[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'transect', lengthM: 100, people: 1, counts: [{ item: 'smoking.butts', count: 2 }] });
    expect((body.route as { coordinates: unknown[] }).coordinates).toEqual([
      [10, 54],
      [10, 54.000899],
    ]);
    expect(() => createSurveySchema.validateSync(body)).not.toThrow();
    // Sent: the device forgets it.
    expect(await draftStore().load(sampleRegistered.userId)).toBeNull();
  });

  it('links the survey to a running event the person checked in to, so its organiser can confirm it', async () => {
    const hour = 3_600_000;
    const event = (id: string, title: string, fromH: number, toH: number, checkedIn: boolean) => ({
      id, title, startsAt: new Date(Date.now() + fromH * hour).toISOString(), endsAt: new Date(Date.now() + toH * hour).toISOString(), me: { joined: true, checkedIn, organiser: false },
    });
    const events = [
      event('e-running', 'Beach day', -1, 2, true),
      event('e-not-checked-in', 'River walk', -1, 2, false),
      event('e-later', 'Park clean', 2, 4, true),
    ];
    const { calls, ue } = renderScreen({ 'GET /api/events': { events }, 'POST /api/surveys': (req: { body: unknown }) => Response.json({ id: 's1', ...(req.body as object) }, { status: 201 }) });
    await ue.click(await screen.findByRole('combobox', { name: 'Event' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['No event', 'Beach day']);
    await ue.click(screen.getByRole('option', { name: 'Beach day' }));
    expect(calls.some((c) => c.url.startsWith('/api/events?') && c.url.includes('when=upcoming'))).toBe(true);
    await ue.click(screen.getByTestId('survey-start'));
    await waitFor(() => expect(gps.watchers.size).toBe(1));
    gps.move(0);
    gps.move(50);
    await waitFor(() => expect(screen.getByTestId('survey-points').textContent).toBe('2 points'));
    await ue.click(screen.getByTestId('survey-stop'));
    await ue.click(screen.getByTestId('survey-send'));
    await screen.findByTestId('survey-sent');
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body.eventId).toBe('e-running');
  });

  it('says when there is no running event to link the survey to', async () => {
    renderScreen({ 'GET /api/events': { events: [] } });
    expect((await screen.findByTestId('survey-no-event')).textContent).toMatch(/checked in to that is running now/);
    expect(screen.queryByRole('combobox', { name: 'Event' })).toBeNull();
  });

  it('keeps the screen on while recording and lets it go at Stop', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release, addEventListener: () => undefined }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      const { ue } = renderScreen();
      await ue.click(await screen.findByTestId('survey-start'));
      await screen.findByText('The screen stays on while you record.');
      expect(request).toHaveBeenCalledWith('screen');
      await ue.click(screen.getByTestId('survey-stop'));
      await waitFor(() => expect(release).toHaveBeenCalled());
    } finally {
      delete (navigator as { wakeLock?: unknown }).wakeLock;
    }
  });

  it.each([
    [400, { error: 'route must have 2 to 5000 points', code: 'VALIDATION_ERROR' }, 'The survey was not sent: route must have 2 to 5000 points'],
    [403, { error: 'Only registered people can record surveys.', code: 'REGISTERED_ONLY' }, 'Only registered people can record surveys.'],
  ])('shows a %i refusal, keeps the survey for review and sends the next attempt under a new key', async (status, answer, text) => {
    let n = 0;
    const { calls, ue } = renderScreen({ 'POST /api/surveys': () => (++n === 1 ? Response.json(answer, { status }) : Response.json({ id: 's2' }, { status: 201 })) });
    await ue.click(await screen.findByTestId('survey-start'));
    await waitFor(() => expect(gps.watchers.size).toBe(1));
    gps.move(0);
    gps.move(30);
    await ue.click(screen.getByTestId('survey-stop'));
    await ue.click(screen.getByTestId('survey-send'));
    expect((await screen.findByTestId('survey-send-error')).textContent).toBe(text);
    expect((await draftStore().load(sampleRegistered.userId))?.phase).toBe('review');
    await ue.click(screen.getByTestId('survey-send'));
    await screen.findByTestId('survey-sent');
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says when location is denied', async () => {
    const { ue } = renderScreen();
    await ue.click(await screen.findByTestId('survey-start'));
    await waitFor(() => expect(gps.watchers.size).toBe(1));
    gps.deny();
    expect((await screen.findByTestId('survey-gps-error')).textContent).toMatch(/Location access is denied/);
  });

  it('resumes a survey the device kept (a reload or a killed tab) and keeps recording', async () => {
    await draftStore().save({
      ...newDraft(sampleRegistered.userId),
      phase: 'recording',
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      points: [{ latitude: 54, longitude: 10, accuracy: 5, timestamp: 1_000_000 }],
      counts: { 'smoking.lighter': 4 },
    });
    renderScreen();
    await screen.findByTestId('survey-distance');
    await waitFor(() => expect(gps.watchers.size).toBe(1));
    gps.move(50);
    await waitFor(() => expect(screen.getByTestId('survey-points').textContent).toBe('2 points'));
    expect(screen.getByRole('button', { name: 'One more: Lighter' })).toBeTruthy();
    expect(screen.getByTestId('survey-total').textContent).toBe('4 pieces counted');
    await waitFor(async () => expect((await draftStore().load(sampleRegistered.userId))?.points).toHaveLength(2));
  });

  it('keeps the survey in the offline queue when there is no connection', async () => {
    const { calls, ue } = renderScreen();
    await ue.click(await screen.findByTestId('survey-start'));
    await waitFor(() => expect(gps.watchers.size).toBe(1));
    gps.move(0);
    gps.move(30);
    await ue.click(screen.getByTestId('survey-stop'));
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await ue.click(screen.getByTestId('survey-send'));
    await screen.findByTestId('survey-queued');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const { offlineQueue } = await import('../../../client/offline/runtime');
    const items = await offlineQueue().list(sampleRegistered.userId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'survey', url: '/api/surveys', fields: [] });
    expect(JSON.parse(items[0]!.json!)).toMatchObject({ kind: 'transect', lengthM: 30, counts: [] });
  });
});
