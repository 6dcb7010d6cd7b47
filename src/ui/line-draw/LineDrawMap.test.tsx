// @vitest-environment jsdom
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../client/test-utils';
import type { DrawnLine } from './line-draw';
import LineDrawMap, { type LineDrawTexts } from './LineDrawMap';

// jsdom has no layout: give every element a phone map's size so Leaflet has a view (and a centre).
const saved = (['clientWidth', 'clientHeight'] as const).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const);
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
});
afterAll(() => {
  for (const [k, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
});

const texts: LineDrawTexts = {
  addAtCentre: 'Add a point at the centre',
  undo: 'Undo',
  clear: 'Clear',
  status: (n, m) => `${n} points, ${Math.round(m)} m`,
  full: 'Full.',
  hint: 'Tap the map.',
};
const CENTRE = { latitude: 51.4828, longitude: 11.9697 };

function setup(maxPoints?: number, initial: DrawnLine | null = null) {
  const seen: DrawnLine[] = [];
  function Harness() {
    const [line, setLine] = useState<DrawnLine | null>(initial);
    return (
      <LineDrawMap
        value={line}
        onChange={(l) => (seen.push(l), setLine(l))}
        centre={CENTRE}
        label="Draw the route"
        texts={texts}
        {...(maxPoints ? { maxPoints } : {})}
      />
    );
  }
  const view = renderWithProviders(<Harness />);
  return { ...view, seen, status: () => screen.getByTestId('line-draw-status').textContent };
}

describe('LineDrawMap', () => {
  it('adds the map centre with the keyboard button, says points and length, undoes and clears', async () => {
    const { seen, status } = setup();
    expect(screen.getByRole('region', { name: 'Draw the route' })).toBeTruthy();
    expect(status()).toBe('0 points, 0 m');
    const add = screen.getByTestId('line-draw-add');
    fireEvent.click(add);
    await waitFor(() => expect(status()).toBe('1 points, 0 m'));
    expect(seen.at(-1)).toEqual({ type: 'LineString', coordinates: [[CENTRE.longitude, CENTRE.latitude]] });
    // The centre has not moved: the same point is not added twice.
    fireEvent.click(add);
    expect(seen).toHaveLength(1);
    fireEvent.click(screen.getByTestId('line-draw-undo'));
    await waitFor(() => expect(status()).toBe('0 points, 0 m'));
    expect((screen.getByTestId('line-draw-undo') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('line-draw-clear') as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts at the last point of a line it is given, grows it, and stops at the most points', async () => {
    const given: DrawnLine = { type: 'LineString', coordinates: [[0, 0], [0, 0.001]] };
    const { seen, status } = setup(3, given);
    expect(status()).toBe('2 points, 111 m');
    // The map looks at the line's last point: the centre button extends it there (a repeat: nothing).
    fireEvent.click(screen.getByTestId('line-draw-add'));
    expect(seen).toHaveLength(0);
    fireEvent.click(screen.getByTestId('line-draw-clear'));
    await waitFor(() => expect(status()).toBe('0 points, 0 m'));
    expect(seen.at(-1)).toEqual({ type: 'LineString', coordinates: [] });
  });

  it('adds the point of a tap or click on the map', async () => {
    const { seen, container, status } = setup();
    fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 10, clientY: 10 });
    await waitFor(() => expect(status()).toBe('1 points, 0 m'));
    expect(seen).toHaveLength(1);
    const [lon, lat] = seen[0]!.coordinates[0]!;
    // Up and to the left of the centre (the map is 390 x 300 px).
    expect(lat).toBeGreaterThan(CENTRE.latitude);
    expect(lon).toBeLessThan(CENTRE.longitude);
  });

  it('disables adding once the line is full and says so', async () => {
    const given: DrawnLine = { type: 'LineString', coordinates: [[0, 0], [0, 0.001], [0.001, 0.001]] };
    const { status } = setup(3, given);
    expect(status()).toBe('3 points, 222 m Full.');
    expect((screen.getByTestId('line-draw-add') as HTMLButtonElement).disabled).toBe(true);
  });
});
