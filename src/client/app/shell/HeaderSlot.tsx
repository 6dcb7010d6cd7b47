import { Suspense, useMemo } from 'react';
import { lazyComponent, useDeferredComponent } from '../../lazy-component';
import type { LazySlot } from '../../module';
import { loadSlot, useModuleSlot } from '../../module-slots';

// The header shows what a module offers here (the notifications module's bell), so the shell, its
// consumer, declares the slot: the core compiles with or without a module that offers it.
declare module '../../module' {
  interface ModuleSlots {
    /** A button in the header between the language switch and the profile menu; it takes no props. */
    headerNotifications: LazySlot<object>;
  }
}

/**
 * The `headerNotifications` slot. Nothing on the server or before the page's deferred start (its own
 * slice after the first interaction or a few idle seconds, src/client/deferred-start.ts): the slot's
 * code is a chunk of its own that the first route neither carries nor waits for.
 */
export function HeaderSlot() {
  const Slot = useModuleSlot('headerNotifications');
  const part = useMemo(() => (Slot ? lazyComponent(() => loadSlot(Slot).then(() => Slot)) : undefined), [Slot]);
  const Shown = useDeferredComponent(part);
  if (!Shown) return null;
  return (
    <Suspense fallback={null}>
      <Shown />
    </Suspense>
  );
}
