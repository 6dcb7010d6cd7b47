// @vitest-environment jsdom
import L from 'leaflet';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TILE_FADE_MS, useStaticTiles } from './use-static-tiles';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Only the events the hook listens to: a Leaflet Evented stands in for the map. */
const fakeMap = () => new (L.Evented as unknown as new () => L.Evented)() as unknown as L.Map;

describe('useStaticTiles', () => {
  it("shows the static tiles until Leaflet's tiles have loaded and faded in", () => {
    const { result } = renderHook(() => useStaticTiles(fakeMap(), true));
    expect(result.current.shown).toBe(true);
    act(() => result.current.onTilesLoaded());
    // Leaflet's tiles are still fading in over them.
    act(() => vi.advanceTimersByTime(TILE_FADE_MS - 1));
    expect(result.current.shown).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.shown).toBe(false);
  });

  it('removes them at once after the load when tiles do not fade (reduced motion)', () => {
    const { result } = renderHook(() => useStaticTiles(fakeMap(), false));
    act(() => result.current.onTilesLoaded());
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.shown).toBe(false);
  });

  it('removes them when the map leaves the start view before its tiles loaded (a GPS fix, a drag)', () => {
    const map = fakeMap();
    const { result, rerender } = renderHook(({ m }) => useStaticTiles(m, true), { initialProps: { m: null as L.Map | null } });
    rerender({ m: map });
    expect(result.current.shown).toBe(true);
    act(() => {
      map.fire('movestart');
    });
    expect(result.current.shown).toBe(false);
    // Gone for good: a later load does not bring them back.
    act(() => result.current.onTilesLoaded());
    act(() => vi.advanceTimersByTime(TILE_FADE_MS));
    expect(result.current.shown).toBe(false);
  });
});
