import { Suspense, useState } from 'react';
import { clientModules } from '../../modules/client';
import type { SignInDialogProps } from '../module';
import { collectSlots, useModuleSlot } from '../module-slots';

/** Outside the shell (component tests, stories) the slot comes straight from the manifest. */
const manifestSlots = collectSlots(clientModules);

/** Whether some module offers the 'Sign in' dialog (the menu item shows only then). */
export function useHasSignIn(): boolean {
  return Boolean(useModuleSlot('signInDialog') ?? manifestSlots.signInDialog);
}

/**
 * 'Sign in', opened from the profile menu for guests. The dialog belongs to the auth module, which
 * offers it through the `signInDialog` slot; its code loads on the first open.
 */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  const Dialog = useModuleSlot('signInDialog') ?? manifestSlots.signInDialog;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!Dialog || !opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onClose={onClose} />
    </Suspense>
  );
}
