import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { newDraft, type SurveyDraft } from './draft';
import type { TrackPoint } from './route-track';
import SurveyScreen from './SurveyScreen';
import { draftStore } from './use-survey-recorder';

/*
 * The survey recorder. Each story puts its survey in the device's draft store and a GPS that walks
 * north a little every 3 seconds (or refuses), and answers POST /api/surveys; the taxonomy and the
 * map tiles come from the Storybook server's stubs or the network.
 */

const walk = (n: number): TrackPoint[] => Array.from({ length: n }, (_, i) => ({ latitude: 54.3233 + i * 0.0002, longitude: 10.1228 + (i % 2) * 0.00005, accuracy: 6, timestamp: Date.now() - (n - i) * 5000 }));

function walkingGps(denied = false): Geolocation {
  let i = 0;
  return {
    getCurrentPosition: () => undefined,
    watchPosition(ok, fail) {
      if (denied) {
        setTimeout(() => fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError), 200);
        return 1;
      }
      return window.setInterval(() => {
        i += 1;
        ok({ coords: { latitude: 54.3233 + 0.0024 + i * 0.0001, longitude: 10.1228, accuracy: 8, altitude: null, altitudeAccuracy: null, heading: null, speed: null }, timestamp: Date.now() } as unknown as GeolocationPosition);
      }, 3000);
    },
    clearWatch: (id) => window.clearInterval(id),
  };
}

function prepare(draft: Partial<SurveyDraft> | null, { denied = false } = {}) {
  return async () => {
    Object.defineProperty(navigator, 'geolocation', { value: walkingGps(denied), configurable: true });
    const store = draftStore();
    await store.clear(sampleRegistered.userId);
    if (draft) await store.save({ ...newDraft(sampleRegistered.userId), ...draft });
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if ((init?.method ?? 'GET').toUpperCase() === 'POST' && new URL(url, window.location.origin).pathname === '/api/surveys') {
        await new Promise((r) => setTimeout(r, 600));
        return Response.json({ id: '00000000-0000-4000-8000-000000000001', status: 'pending' }, { status: 201 });
      }
      return original(input, init);
    };
    return () => {
      window.fetch = original;
    };
  };
}

const meta: Meta<typeof SurveyScreen> = {
  title: 'Surveys/SurveyScreen',
  component: SurveyScreen,
  parameters: { route: '/surveys/new', user: sampleRegistered },
};
export default meta;
type Story = StoryObj<typeof SurveyScreen>;

/** Before Start: kind, people. */
export const Setup: Story = { beforeEach: prepare(null) };

/** Recording: the route grows every 3 seconds; counts below. */
export const Recording: Story = { beforeEach: prepare({ phase: 'recording', startedAt: new Date(Date.now() - 5 * 60_000).toISOString(), points: walk(12), counts: { 'smoking.butts': 7 } }) };

/** Location denied while recording. */
export const LocationDenied: Story = { beforeEach: prepare({ phase: 'recording', startedAt: new Date().toISOString() }, { denied: true }) };

/** Stopped: the walked length (editable), counts, Send. */
export const Review: Story = {
  beforeEach: prepare({ phase: 'review', startedAt: new Date(Date.now() - 20 * 60_000).toISOString(), endedAt: new Date().toISOString(), points: walk(30), counts: { 'smoking.butts': 12, 'smoking.lighter': 1 }, idempotencyKey: '00000000-0000-4000-8000-0000000000aa' }),
};

/** A stopped area survey that found nothing (a result too). */
export const ReviewAreaNothingFound: Story = {
  beforeEach: prepare({ phase: 'review', kind: 'area', areaM2: 400, startedAt: new Date(Date.now() - 20 * 60_000).toISOString(), endedAt: new Date().toISOString(), points: walk(8), idempotencyKey: '00000000-0000-4000-8000-0000000000ab' }),
};

export const AsGuest: Story = { parameters: { user: sampleGuest } };

export const German: Story = { ...Review, globals: { locale: 'de' } };
