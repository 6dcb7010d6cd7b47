import { afterAll, beforeAll } from 'vitest';

/**
 * Tests: jsdom has no layout, so every element gets a phone map's size (390 x 675) for the file's
 * tests, and Leaflet has a view with tiles. The real getters come back after the file.
 */
export function givePhoneMapSize(): void {
  const size = { clientWidth: 390, clientHeight: 675 };
  const saved = Object.keys(size).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const);
  beforeAll(() => {
    for (const [k, v] of Object.entries(size)) Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
  });
  afterAll(() => {
    for (const [k, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
  });
}
