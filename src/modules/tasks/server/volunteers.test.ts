import { describe, expect, it } from 'vitest';
import { forVolunteers } from './volunteers';

describe('forVolunteers', () => {
  it('is false when the analysis calls the spot hazardous, whatever the reporter said', () => {
    expect(forVolunteers([], { hazardous: true })).toBe(false);
    expect(forVolunteers(['glass'], { hazardous: true })).toBe(false);
  });

  it('is false when the reporter named sharps, chemicals or asbestos', () => {
    for (const h of ['sharps', 'chemicals', 'asbestos']) expect(forVolunteers(['glass', h], null)).toBe(false);
  });

  it('is true for other hazards or none, without an analysis or with a harmless one', () => {
    expect(forVolunteers([], null)).toBe(true);
    expect(forVolunteers(['glass', 'dead_animal', 'heavy'], undefined)).toBe(true);
    expect(forVolunteers(['glass'], { hazardous: false })).toBe(true);
  });
});
