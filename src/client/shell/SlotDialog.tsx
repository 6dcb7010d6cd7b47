import { Suspense, useState } from 'react';
import { clientModules } from '../../modules/client';
import { collectSlots, useModuleSlot } from '../module-slots';

/** Outside the shell (component tests, stories) the slots come straight from the manifest. */
const manifestSlots = collectSlots(clientModules);

/** Slots through which a module offers a dialog the shell opens from its menus. */
export type DialogSlot = 'signInDialog' | 'createProfileDialog';

/** Whether some module offers the dialog (a menu item that opens it shows only then). */
export function useHasSlotDialog(slot: DialogSlot): boolean {
  return Boolean(useModuleSlot(slot) ?? manifestSlots[slot]);
}

/**
 * A dialog that a module offers through a slot, e.g. 'Sign in' (auth module, `signInDialog`) or
 * 'Complete Your Profile' (profiles module, `createProfileDialog`). Its code loads on the first open;
 * nothing renders before that or when no module offers the slot.
 */
export function SlotDialog({ slot, open, onClose }: { slot: DialogSlot; open: boolean; onClose: () => void }) {
  const Dialog = useModuleSlot(slot) ?? manifestSlots[slot];
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!Dialog || !opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onClose={onClose} />
    </Suspense>
  );
}
