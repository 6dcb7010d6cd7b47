import { describe, expect, it } from 'vitest';
import { addPoint, drawnLengthM, emptyLine, undoPoint } from './line-draw';

describe('a line drawn point by point', () => {
  it('adds [longitude, latitude] pairs rounded to 6 decimals, skipping a repeated point', () => {
    let line = addPoint(null, { latitude: 51.48281234, longitude: 11.96971239 });
    line = addPoint(line, { latitude: 51.48281234, longitude: 11.96971239 });
    line = addPoint(line, { latitude: 51.4838, longitude: 11.9717 });
    expect(line).toEqual({ type: 'LineString', coordinates: [[11.969712, 51.482812], [11.9717, 51.4838]] });
  });

  it('stops at the most points it takes and refuses points off the globe', () => {
    let line = emptyLine();
    for (let i = 0; i < 5; i++) line = addPoint(line, { latitude: 50 + i / 1000, longitude: 10 }, 3);
    expect(line.coordinates).toHaveLength(3);
    expect(addPoint(emptyLine(), { latitude: 91, longitude: 0 }).coordinates).toEqual([]);
    expect(addPoint(emptyLine(), { latitude: Number.NaN, longitude: 0 }).coordinates).toEqual([]);
  });

  it('wraps a longitude Leaflet gives beyond ±180 after panning round the globe', () => {
    expect(addPoint(null, { latitude: 0, longitude: 190 }).coordinates).toEqual([[-170, 0]]);
    expect(addPoint(null, { latitude: 0, longitude: -181 }).coordinates).toEqual([[179, 0]]);
  });

  it('undoes the last point and measures the length with haversine', () => {
    const line = { type: 'LineString' as const, coordinates: [[0, 0], [0, 0.001], [0.001, 0.001]] as [number, number][] };
    // 0.001° of latitude or of longitude on the equator: 111.19 m (Earth radius 6371 km).
    expect(drawnLengthM(line)).toBeCloseTo(222.39, 1);
    expect(undoPoint(line).coordinates).toEqual([[0, 0], [0, 0.001]]);
    expect(drawnLengthM(undoPoint(undoPoint(line)))).toBe(0);
    expect(undoPoint(emptyLine()).coordinates).toEqual([]);
  });
});
