import { Suspense, useState } from 'react';
import { clientModules } from '../../modules/client';
import type { CreateProfileDialogProps } from '../module';
import { collectSlots, useModuleSlot } from '../module-slots';

/** Outside the shell (component tests, stories) the slot comes straight from the manifest. */
const manifestSlots = collectSlots(clientModules);

/**
 * 'Complete Your Profile', opened from the profile menu. The dialog and its form belong to the
 * profiles module, which offers them through the `createProfileDialog` slot; its code loads on the
 * first open.
 */
export function CreateProfileDialog({ open, onClose }: CreateProfileDialogProps) {
  const Dialog = useModuleSlot('createProfileDialog') ?? manifestSlots.createProfileDialog;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!Dialog || !opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onClose={onClose} />
    </Suspense>
  );
}
