import { Suspense, useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '../../after-load';
import type { LazySlot } from '../../module';
import { useModuleSlot } from '../../module-slots';

// The header shows what a module offers here (the notifications module's bell), so the shell, its
// consumer, declares the slot: the core compiles with or without a module that offers it.
declare module '../../module' {
  interface ModuleSlots {
    /** A button in the header between the language switch and the profile menu; it takes no props. */
    headerNotifications: LazySlot<object>;
  }
}

/**
 * The `headerNotifications` slot. Nothing on the server or before the page is idle after its load
 * event: the slot's code is a chunk of its own that the first route neither carries nor waits for.
 */
export function HeaderSlot() {
  const Slot = useModuleSlot('headerNotifications');
  const [ready, setReady] = useState(false);
  useEffect(() => (Slot ? afterLoadWhenIdle(() => setReady(true)) : undefined), [Slot]);
  if (!Slot || !ready) return null;
  return (
    <Suspense fallback={null}>
      <Slot />
    </Suspense>
  );
}
