import type { ReactNode } from 'react';
import type { LazySlot } from '../../../client/module';

/** Props of the privacy settings panel another screen mounts (the profile's privacy tab). */
export interface PrivacyPanelSlotProps {
  /** The data-rights 'Export data' button, shown under "Your data". */
  exportDataButton?: ReactNode;
  /** More controls of the person's data, shown under "Your data" after the export button (the photos module's licence withdrawal). */
  dataControls?: ReactNode;
  headingLevel?: 2 | 3;
}

// The privacy settings panel is this module's UI, so it declares the slot (client manifest: slots).
declare module '../../../client/module' {
  interface ModuleSlots {
    /** The consent module's privacy settings panel (ui/PrivacySettingsPanel.tsx). */
    privacySettingsPanel: LazySlot<PrivacyPanelSlotProps>;
  }
}
