import type { AreaDto } from '../contract';

/** A sample area for the screen's tests and stories: 'Home', 2.5 km around the default map point. */
export function sampleArea(patch: Partial<AreaDto> = {}): AreaDto {
  return { id: 'a1', name: 'Home', latitude: 51.4828, longitude: 11.9697, radiusM: 2500, createdAt: '2026-11-01T10:00:00.000Z', ...patch };
}
