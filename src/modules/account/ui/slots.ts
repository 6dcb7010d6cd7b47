import type { LazySlot } from '../../../client/module';

/** Props of the sections another module adds to Account Settings (/account). */
export interface AccountSettingsSectionsProps {
  headingLevel?: 2 | 3;
}

/** The data-rights 'Export data' button (downloads the person's data, with progress); no props. */
export type ExportDataButtonSlotProps = Record<string, never>;

// Account Settings and the export button are this module's UI, so it declares both slots.
declare module '../../../client/module' {
  interface ModuleSlots {
    /** Sections another module adds to Account Settings (the auth module's passkeys and sessions). */
    accountSettingsSections: LazySlot<AccountSettingsSectionsProps>;
    /** This module's 'Export data' button (ui/ExportDataButton.tsx), e.g. inside the privacy panel. */
    exportDataButton: LazySlot<ExportDataButtonSlotProps>;
  }
}
