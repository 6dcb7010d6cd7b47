// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { createSurveySchema } from '../schemas';
import { routeLengthM } from '../route-fit';
import SurveyScreen from './SurveyScreen';
import { draftStore } from './use-survey-recorder';

const TAXONOMY = { categories: [], items: [], materials: [], brands: [], codesVerified: false, codesSources: { jList: 'x', ospar: 'y' } };

// jsdom has no layout: every element gets a phone map's size, so Leaflet has a view to draw in.
const saved = (['clientWidth', 'clientHeight'] as const).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const);
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
});
afterAll(() => {
  for (const [k, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
});

let watches = 0;
beforeEach(async () => {
  watches = 0;
  const geolocation: Geolocation = {
    // One position to centre the drawing map on.
    getCurrentPosition: (ok) => ok({ coords: { latitude: 54, longitude: 10, accuracy: 20 }, timestamp: Date.now() } as unknown as GeolocationPosition),
    watchPosition: () => ++watches,
    clearWatch: () => undefined,
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  await draftStore().clear(sampleRegistered.userId);
});
afterEach(() => vi.unstubAllGlobals());

describe('SurveyScreen with the route drawn on the map', { timeout: 60_000 }, () => {
  it('draws the route instead of recording it, pre-fills lengthM from it, warns when a typed length cannot fit, and sends the drawn line', async () => {
    const calls = stubFetch({ 'GET /api/litter/taxonomy': TAXONOMY, 'GET /api/config': {}, 'GET /api/events/mine/running': [], 'POST /api/surveys': (req: { body: unknown }) => Response.json({ id: 's1', ...(req.body as object) }, { status: 201 }) }, () => Response.json({}));
    renderWithProviders(<SurveyScreen />, { route: '/surveys/new', user: sampleRegistered });
    const ue = userEvent.setup();
    await ue.click(await screen.findByLabelText('Draw it on the map'));
    await ue.click(screen.getByTestId('survey-start'));
    const map = await screen.findByRole('region', { name: 'Map to draw the route on' });
    // No GPS watch for a drawn route.
    expect(watches).toBe(0);
    fireEvent.click(map, { clientX: 20, clientY: 20 });
    fireEvent.click(map, { clientX: 370, clientY: 280 });
    await waitFor(() => expect(screen.getByTestId('line-draw-status').textContent).toMatch(/^2 points, \d+ m so far\.$/));
    await ue.click(screen.getByTestId('survey-stop'));

    const length = screen.getByTestId('survey-length') as HTMLInputElement;
    const prefilled = Number(length.value);
    expect(prefilled).toBeGreaterThan(100);
    // The drawing can still be corrected at review; a length the route cannot carry is refused before sending.
    expect(await screen.findByRole('region', { name: 'Map to draw the route on' })).toBeTruthy();
    await ue.clear(length);
    await ue.type(length, '20000');
    expect((await screen.findByTestId('survey-fit-warning')).textContent).toMatch(/20000 m would be refused/);
    expect((screen.getByTestId('survey-send') as HTMLButtonElement).disabled).toBe(true);
    await ue.clear(length);
    await ue.type(length, String(prefilled));
    await waitFor(() => expect(screen.queryByTestId('survey-fit-warning')).toBeNull());

    await ue.click(screen.getByTestId('survey-send'));
    await screen.findByTestId('survey-sent');
    const body = calls.find((c) => c.method === 'POST')!.body as { route: { coordinates: [number, number][] }; lengthM: number };
    expect(body.route.coordinates).toHaveLength(2);
    expect(body.lengthM).toBe(Math.round(routeLengthM(body.route.coordinates)));
    expect(() => createSurveySchema.validateSync(body)).not.toThrow();
  });
});
