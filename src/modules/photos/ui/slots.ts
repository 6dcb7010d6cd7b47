import type { LazySlot } from '../../../client/module';

/** The 'Withdraw the open licence of my photos' control (ui/WithdrawPhotoLicence.tsx); no props. */
export type PhotoLicenceWithdrawalSlotProps = Record<string, never>;

// The control is this module's UI, so it declares the slot (client manifest: slots).
declare module '../../../client/module' {
  interface ModuleSlots {
    /** Issue 39: withdraw the open licence of all one's photos, e.g. inside the privacy settings panel. */
    photoLicenceWithdrawal: LazySlot<PhotoLicenceWithdrawalSlotProps>;
  }
}
