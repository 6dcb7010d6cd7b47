import type { LazySlot } from '../../../client/module';

/** Props of the alerts section on Account Settings. */
export interface AlertSettingsProps {
  headingLevel?: 2 | 3;
}

// The alerts section is this module's UI, so it declares its slot (the account screen mounts it).
declare module '../../../client/module' {
  interface ModuleSlots {
    /** The alerts module's 'Alerts' section (push and e-mail switches) on Account Settings (/account). */
    alertSettings: LazySlot<AlertSettingsProps>;
  }
}
