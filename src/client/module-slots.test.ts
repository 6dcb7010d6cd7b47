import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ClientModule, LazySlot } from './module';
import { collectSlots, type SlotProps } from './module-slots';

// A slot declared the way its owner declares one (declaration merging), for the type checks below.
declare module './module' {
  interface ModuleSlots {
    testLabel: LazySlot<{ label: string }>;
  }
}

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

  it("checks the offering and the use against the declared slot's props", () => {
    const Label = ({ label }: SlotProps<'testLabel'>) => label;
    const Sized = ({ size }: { size: number }) => String(size);
    const offered: ClientModule = { id: 'a', slots: { testLabel: async () => ({ default: Label }) } };
    // @ts-expect-error -- a component that does not take the declared props cannot be offered
    const refused: ClientModule = { id: 'b', slots: { testLabel: async () => ({ default: Sized }) } };
    const Slot = collectSlots([refused, offered]).testLabel!;
    expect(createElement(Slot, { label: 'x' }).props).toEqual({ label: 'x' });
    // @ts-expect-error -- a use without the declared props does not compile
    expect(createElement(Slot, {}).props).toEqual({});
  });
});
