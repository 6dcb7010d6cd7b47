// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MapContainer } from 'react-leaflet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import type { AdoptionDto } from '../contract';
import { layerBbox } from './api/use-adoptions-layer';
import SpotsLayer from './SpotsLayer';

const CENTRE: [number, number] = [51.4828, 11.9697];
const NEAR = { bbox: [11.96, 51.47, 11.98, 51.49] as [number, number, number, number], zoom: 15 };
const FAR = { bbox: [10, 50, 14, 53] as [number, number, number, number], zoom: 8 };

function spot(patch: Partial<AdoptionDto> = {}): AdoptionDto {
  return {
    id: 's1', latitude: 51.4828, longitude: 11.9697, radiusM: 100, everyWeeks: 2, adopter: { kind: 'partner', name: 'Rhine cleaners' }, state: 'active',
    startedAt: '2026-11-01T10:00:00.000Z', nextDueAt: '2026-11-15T10:00:00.000Z', lastVisitAt: null, onTime: true, ...patch,
  };
}

function renderLayer(view: typeof NEAR | null) {
  const ui = (v: typeof NEAR | null) => (
    <MapContainer center={CENTRE} zoom={15} fadeAnimation={false} zoomAnimation={false} style={{ height: 400, width: 400 }}>
      <SpotsLayer view={v} />
    </MapContainer>
  );
  const out = renderWithProviders(ui(view));
  return { ...out, update: (v: typeof NEAR | null) => out.rerender(ui(v)) };
}

// jsdom has no layout: every element gets a phone map's size for this file, so Leaflet has a view (and its popups a place).
const SIZE = { clientWidth: 390, clientHeight: 675, offsetWidth: 390, offsetHeight: 675 };
const saved = Object.keys(SIZE).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const);
beforeAll(() => {
  for (const [k, v] of Object.entries(SIZE)) Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
});
afterAll(() => {
  for (const [k, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
});

/** The spots' circles (Leaflet paths); the tests tap them with a position, which Leaflet turns into a point. */
const circles = (c: HTMLElement) => c.querySelectorAll('path.leaflet-interactive');

afterEach(() => vi.unstubAllGlobals());

describe('layerBbox', () => {
  it('grows the view to a 0.05° grid inside the world, and asks nothing when zoomed out or before the view is known', () => {
    expect(layerBbox(NEAR)).toBe('11.95,51.45,12,51.5');
    expect(layerBbox({ bbox: [-190, -95, 200, 95], zoom: 12 })).toBe('-180,-90,180,90');
    expect(layerBbox(FAR)).toBeNull();
    expect(layerBbox(null)).toBeNull();
  });
});

describe('SpotsLayer (the map tab’s adopted spots)', () => {
  it('asks nothing until turned on, then draws each spot in the view with a popup naming the adopter, the schedule and whether it is on time', async () => {
    const calls = stubFetch({ 'GET /api/adoptions': { adoptions: [spot(), spot({ id: 's2', latitude: 51.485, onTime: false, everyWeeks: 1, adopter: { kind: 'person', name: '' } })] } });
    const { container } = renderLayer(NEAR);
    const toggle = await screen.findByRole('checkbox', { name: 'Adopted spots' });
    expect(calls.filter((c) => c.url.includes('/api/adoptions'))).toEqual([]);
    expect(circles(container)).toHaveLength(0);

    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('spots-layer-status').textContent).toContain('2 adopted spots in view'));
    expect(calls.map((c) => c.url)).toEqual(['/api/adoptions?bbox=11.95%2C51.45%2C12%2C51.5']);
    expect(circles(container)).toHaveLength(2);
    const overdue = circles(container)[1]!;
    expect(overdue.getAttribute('stroke-dasharray')).toBe('6 4');

    fireEvent.click(circles(container)[0]!, { clientX: 100, clientY: 100 });
    const popup = await screen.findByTestId('spot-popup');
    expect(popup.textContent).toContain('Adopted by Rhine cleaners');
    expect(popup.textContent).toContain('Visit every 2 weeks · radius 100 m');
    expect(popup.textContent).toContain('On time');
    expect(popup.textContent).toContain('No visit yet');
    await userEvent.click(toggle);
    expect(circles(container)).toHaveLength(0);
  });

  it('names a person who may not be named as a volunteer, and says when a spot is overdue', async () => {
    stubFetch({ 'GET /api/adoptions': { adoptions: [spot({ id: 's2', onTime: false, everyWeeks: 1, adopter: { kind: 'person', name: '' } })] } });
    const { container } = renderLayer(NEAR);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Adopted spots' }));
    await waitFor(() => expect(circles(container)).toHaveLength(1));
    fireEvent.click(circles(container)[0]!, { clientX: 100, clientY: 100 });
    const popup = await screen.findByTestId('spot-popup');
    expect(popup.textContent).toContain('Adopted by a volunteer');
    expect(popup.textContent).toContain('Visit every week · radius 100 m');
    expect(popup.textContent).toContain('Overdue');
  });

  it('says when there is nothing here, asks to zoom in when zoomed out, and offers a retry when the request fails', async () => {
    let fail = true;
    stubFetch({ 'GET /api/adoptions': () => (fail ? Response.json({ error: 'Down', code: 'INTERNAL' }, { status: 500 }) : Response.json({ adoptions: [] })) });
    const { update } = renderLayer(NEAR);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Adopted spots' }));
    await waitFor(() => expect(screen.getByTestId('spots-layer-status').textContent).toMatch(/^Could not load the adopted spots/), { timeout: 10_000 });
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('spots-layer-status').textContent).toContain('No adopted spots here.'));
    update(FAR);
    await waitFor(() => expect(screen.getByTestId('spots-layer-status').textContent).toContain('Zoom in to see adopted spots.'));
  });

  it('speaks the app’s language (its texts come in their own small chunk)', async () => {
    stubFetch({ 'GET /api/adoptions': { adoptions: [spot()] } });
    const { store, container } = renderLayer(NEAR);
    act(() => void store.dispatch(setLanguage('de')));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Adoptierte Orte' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('spots-layer-status').textContent).toContain('1 adoptierter Ort im Ausschnitt'));
    fireEvent.click(circles(container)[0]!, { clientX: 100, clientY: 100 });
    const popup = await screen.findByTestId('spot-popup');
    expect(popup.textContent).toContain('Adoptiert von Rhine cleaners');
    expect(popup.textContent).toContain('Besuch alle 2 Wochen · Radius 100 m');
    expect(popup.textContent).toContain('Pünktlich');
  });

  it('draws a street as a line as wide as its corridor, dashed when overdue, with the same popup and its length', async () => {
    const path: [number, number][] = [[11.965, 51.482], [11.975, 51.482], [11.975, 51.486]];
    stubFetch({ 'GET /api/adoptions': { adoptions: [spot({ id: 'st', path, lengthM: 1140, radiusM: 30, onTime: false })] } });
    const { container } = renderLayer(NEAR);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Adopted spots' }));
    await waitFor(() => expect(circles(container)).toHaveLength(1));
    const line = circles(container)[0]!;
    // A polyline (no closing 'z' of a circle's path), dashed as overdue, 60 m wide at zoom 15 (about 3 m a pixel): about 19 px.
    expect(line.getAttribute('d')).not.toMatch(/z/i);
    expect(line.getAttribute('stroke-dasharray')).toBe('6 4');
    expect(Number(line.getAttribute('stroke-width'))).toBeGreaterThan(15);
    expect(Number(line.getAttribute('stroke-width'))).toBeLessThan(25);
    fireEvent.click(line, { clientX: 100, clientY: 100 });
    const popup = await screen.findByTestId('spot-popup');
    expect(popup.textContent).toContain('Adopted by Rhine cleaners');
    expect(popup.textContent).toContain('Visit every 2 weeks · street, 1.1 km');
    expect(popup.textContent).toContain('Overdue');
  });
});
