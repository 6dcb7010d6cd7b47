import { Suspense, useState } from 'react';
import type { LazySlot } from '../../module';
import { shellParts, useAppModules } from '../app-modules';
import { useModuleSlot, type LoadedSlots } from '../../module-slots';

/** Props of a dialog the shell opens from its profile menu (DialogSlot). */
export interface DialogSlotProps {
  open: boolean;
  onClose: () => void;
}

// The shell's profile menu opens these two dialogs, so the shell (their consumer) declares the slots:
// the core then compiles whichever modules offer them, or none.
declare module '../../module' {
  interface ModuleSlots {
    /** 'Complete Your Profile', opened by the menu's 'Create Profile' (guests). */
    createProfileDialog: LazySlot<DialogSlotProps>;
    /** 'Sign in', opened by the menu's 'Sign in' (guests); the item shows only when a module offers it. */
    signInDialog: LazySlot<DialogSlotProps>;
  }
}

/**
 * The slot from the shell, or outside it (component tests, stories) straight from the app's
 * manifests, so the profile menu works there too.
 */
function useDialogSlot<N extends DialogSlot>(slot: N): LoadedSlots[N] {
  const fromShell = useModuleSlot(slot);
  const fromApp = shellParts(useAppModules()).slots[slot];
  return fromShell ?? fromApp;
}

/** Slots through which a module offers a dialog the shell opens from its menus. */
export type DialogSlot = 'signInDialog' | 'createProfileDialog';

/** Whether some module offers the dialog (a menu item that opens it shows only then). */
export function useHasSlotDialog(slot: DialogSlot): boolean {
  return Boolean(useDialogSlot(slot));
}

/**
 * A dialog that a module offers through a slot, e.g. 'Sign in' (auth module, `signInDialog`) or
 * 'Complete Your Profile' (profiles module, `createProfileDialog`). Its code loads on the first open;
 * nothing renders before that or when no module offers the slot.
 */
export function SlotDialog({ slot, open, onClose }: { slot: DialogSlot; open: boolean; onClose: () => void }) {
  const Dialog = useDialogSlot(slot);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!Dialog || !opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onClose={onClose} />
    </Suspense>
  );
}
