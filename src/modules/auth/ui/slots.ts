import type { LazySlot } from '../../../client/module';

/**
 * Props of the step shown inside 'Complete Your Profile' right after the profile was created: add a
 * passkey (and see the recovery codes) or skip. It renders its own dialog title (with titleId),
 * content and actions.
 */
export interface PasskeySetupSlotProps {
  titleId: string;
  /** Called when the step is finished or skipped: the dialog closes. */
  onDone: () => void;
}

// Setting up a passkey is this module's UI, so it declares the slot (the profiles module mounts it).
declare module '../../../client/module' {
  interface ModuleSlots {
    /** The passkey step after 'Complete Your Profile' (ui/PasskeySetup.tsx). */
    passkeySetup: LazySlot<PasskeySetupSlotProps>;
  }
}
