import { useSyncExternalStore } from 'react';

/**
 * Whether 'Complete Your Profile' is showing the step after creation (the passkey step another module
 * offers). The champion-name dialog waits until it is finished, so two dialogs never stack.
 */
let open = false;
const listeners = new Set<() => void>();

export function setSetupStepOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((l) => l());
}

export function useSetupStepOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => open,
  );
}
