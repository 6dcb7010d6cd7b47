import { describe, expect, it } from 'vitest';
import { collectSlots } from './module-slots';

const Panel = () => null;

describe('collectSlots', () => {
  it('collects the slots modules offer, as lazy components; absent slots stay undefined', () => {
    const slots = collectSlots([
      { id: 'a' },
      { id: 'b', slots: { privacySettingsPanel: async () => ({ default: Panel }) } },
    ]);
    expect(slots.privacySettingsPanel).toBeDefined();
    expect(slots.createProfileDialog).toBeUndefined();
  });
});
